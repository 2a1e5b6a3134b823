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
# spring or per frame, as each benchmark's name says — the lowest and the median of the runs —
# and how many retains took the runtime's slow path (that of an object that is weakly
# referenced: each pairs with a slow release, which a count of releases can't tell from a free).
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
slow = {}
# The runtime's slow path of retain, taken for an object with a side table (one that is, or
# was, weakly referenced). (Its release's slow path also frees objects: not counted.)
slow_path = re.compile(r"RefCounts<.*>::incrementSlow")
function = re.compile(r"^c?fn=\((\d+)\)(?: (.*))?")
for path in glob.glob(os.path.join(out, "*Callgrind.*")):
    if path.endswith((".log", ".err", ".runs")):
        continue
    name = total = None
    names = {}
    callee = None
    slow_calls = 0
    for line in open(path, errors="replace"):
        if line.startswith("desc: Trigger: Client Request: "):
            name = line[len("desc: Trigger: Client Request: "):].strip()
        elif line.startswith(("summary:", "totals:")):
            total = int(line.split()[1])
        elif (match := function.match(line)):
            if match.group(2):
                names[match.group(1)] = match.group(2)
            callee = names.get(match.group(1)) if line.startswith("cfn=") else None
        elif line.startswith("calls=") and callee is not None:
            if slow_path.search(callee):
                slow_calls += int(line.split()[0][len("calls="):])
            callee = None
    if name and total is not None:
        counts.setdefault(name, []).append(total)
        slow.setdefault(name, []).append(slow_calls)
if not counts:
    sys.exit("callgrind.sh: no benchmark matched")
width = max(len(name) for name in counts)
print(f"{'benchmark':<{width}}  {'lowest':>10}  {'median':>10}  {'slow':>6}  (instructions per scaled iteration;")
print(f"{'':<{width}}  {'':>10}  {'':>10}  {'':>6}   slow: retains of weakly referenced objects, lowest)")
for name in sorted(counts):
    scale = scales.get(name, 1)
    values = [total / scale for total in counts[name]]
    slow_counts = [calls / scale for calls in slow[name]]
    print(f"{name:<{width}}  {min(values):>10.1f}  {statistics.median(values):>10.1f}  {min(slow_counts):>6.2f}")
PY
