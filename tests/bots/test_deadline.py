"""The decision budget's clock: the wall clock by default, a thread's CPU time for benchmarks."""

from __future__ import annotations

import time

from bots import base


def test_wall_clock_budget_runs_out_while_the_thread_sleeps() -> None:
    deadline = base.Deadline(20)
    time.sleep(0.03)
    assert deadline.expired()


def test_cpu_clock_budget_counts_only_this_threads_work() -> None:
    base.use_cpu_clock()
    try:
        deadline = base.Deadline(20)
        time.sleep(0.03)  # another process busy on the machine: no CPU time spent here
        assert not deadline.expired()
        end = time.perf_counter() + 1.0
        while not deadline.expired() and time.perf_counter() < end:
            sum(range(1000))  # work: the CPU clock advances
        assert deadline.expired()
    finally:
        base.use_cpu_clock(False)
    assert base.Deadline(0).clock is time.perf_counter
