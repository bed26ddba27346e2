"""A Feast for Odin (Uwe Rosenberg, 2016): rules engine, data and views."""
