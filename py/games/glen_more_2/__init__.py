"""Glen More II: Chronicles (Matthias Cramer, 2019): rules engine, provisional component data, views."""
