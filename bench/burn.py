"""A CPU burner: one busy process per core, niced, for a while (to measure under load).

    python -m bench.burn --seconds 600 [--workers 2] [--nice 10]

Used to run the fault table and the soak on a loaded machine (docs/PERFORMANCE.md): the
burners are niced so they starve what shares the machine without owning it.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import time


def _burn(until: float, nice: int) -> None:
    os.nice(nice)
    x = 0
    while time.monotonic() < until:
        x = (x * 31 + 7) % 1_000_003


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--nice", type=int, default=10)
    args = parser.parse_args()
    until = time.monotonic() + args.seconds
    workers = [multiprocessing.Process(target=_burn, args=(until, args.nice)) for _ in range(args.workers)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()


if __name__ == "__main__":
    main()
