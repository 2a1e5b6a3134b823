#!/usr/bin/env bash
# Instruction counts for the benchmarks, from callgrind (this machine has no hardware counter for
# package-benchmark's instructions metric, and callgrind's counts don't move with load).
#
#   bash Benchmarks/callgrind.sh [FILTER] [ITERATIONS]
#
# builds MotionCallgrind, TransitionCallgrind and LiveCallgrind in release (the same benchmark
# sources as MotionBenchmarks, TransitionBenchmarks and LiveBenchmarks, run by a harness instead
# of package-benchmark), runs
# each benchmark whose name contains FILTER under `valgrind --tool=callgrind` ITERATIONS times
# (5 by default) after a warm-up (CALLGRIND_ONLY=Motion runs only the Motion ones), and prints instructions per scaled iteration — per value, per
# spring or per frame, as each benchmark's name says — the lowest and the median of the runs.
# Deterministic hashing keeps dictionary and set orders, and so the counts, the same run to run.
set -euo pipefail
cd "$(dirname "$0")"
filter=${1:-}
iterations=${2:-5}
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
[ -f /usr/include/valgrind/callgrind.h ] || echo "callgrind.sh: no valgrind/callgrind.h: counts will be empty" >&2
swift build -c release --product MotionCallgrind >&2
if [ "${CALLGRIND_ONLY:-}" != Motion ]; then
    swift build -c release --product TransitionCallgrind >&2
    swift build -c release --product LiveCallgrind >&2
fi
bin=$(swift build -c release --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
executables=(MotionCallgrind TransitionCallgrind LiveCallgrind)
[ "${CALLGRIND_ONLY:-}" = Motion ] && executables=(MotionCallgrind)
for executable in "${executables[@]}"; do
    # This valgrind can't read the toolchain's DWARF 5: a copy without debug information keeps
    # the symbols callgrind_annotate needs (beside the original, which finds its libraries there).
    objcopy --strip-debug "$bin/$executable" "$bin/$executable-nodebug"
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --instr-atstart=no --collect-atstart=yes \
        --callgrind-out-file="$out/$executable.%p" "$bin/$executable-nodebug" "$filter" "$iterations" \
        > "$out/$executable.log" 2> "$out/$executable.err" || { cat "$out/$executable.err" >&2; exit 1; }
    # (An executable none of whose benchmarks match the filter ran nothing.)
    { grep '^callgrind: ' "$out/$executable.log" || true; } | sed 's/^callgrind: //' > "$out/$executable.runs"
done
# Each dump: its trigger names the benchmark; its summary counts the instructions collected.
python3 - "$out" <<'PY'
import glob, os, re, statistics, sys
out = sys.argv[1]
scales = {}
for runs in glob.glob(os.path.join(out, "*.runs")):
    for line in open(runs):
        name, scale, _ = [part.strip() for part in line.split("|")]
        scales[name] = int(scale.split()[1])
counts = {}
for path in glob.glob(os.path.join(out, "*Callgrind.*")):
    if path.endswith((".log", ".err", ".runs")):
        continue
    name = total = None
    for line in open(path, errors="replace"):
        if line.startswith("desc: Trigger: Client Request: "):
            name = line[len("desc: Trigger: Client Request: "):].strip()
        elif line.startswith(("summary:", "totals:")):
            total = int(line.split()[1])
    if name and total is not None:
        counts.setdefault(name, []).append(total)
if not counts:
    sys.exit("callgrind.sh: no benchmark matched")
width = max(len(name) for name in counts)
print(f"{'benchmark':<{width}}  {'lowest':>10}  {'median':>10}  (instructions per scaled iteration)")
for name in sorted(counts):
    scale = scales.get(name, 1)
    values = [total / scale for total in counts[name]]
    print(f"{name:<{width}}  {min(values):>10.1f}  {statistics.median(values):>10.1f}")
PY
