#!/usr/bin/env bash
# The JAX engines' accelerator figures: steps/s of Balloon Cup and Baloot at 4,096 and 65,536
# games at once on one GPU, beside the Python integer path on the same machine's CPU.
#
#     bash bench/jax_gpu.sh [extra bench/jax_speed.py options]
#
# Run it from the repository root on a machine whose Python has a CUDA build of JAX
# (pip install 'jax[cuda13]', or the jax-cuda12 plugin). No virtual environment is needed:
# the engines and the bench import only numpy and jax besides the standard library, so the
# checkout is put on PYTHONPATH. It prints the GPU, the JAX version and devices, then one line
# per game and batch; compiling takes about a minute a line, the whole run a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader || true
PYTHONPATH=. "$PYTHON" -c 'import jax; print("jax", jax.__version__, jax.devices())'
PYTHONPATH=. exec "$PYTHON" bench/jax_speed.py --device gpu --batches "${BATCHES:-4096,65536}" \
    --seconds "${SECONDS_PER_LINE:-5}" --python-seconds 3 "$@"
