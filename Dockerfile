# verdex-py, headless, serving streamable HTTP on 0.0.0.0:8931 inside the container.
#   docker build -t verdex-py .
#   docker run --rm -p 127.0.0.1:8931:8931 -e VERDEX_AUTH_TOKEN=change-me verdex-py
# Debian all the way: its Python (in a venv) and its Chromium headless shell (the container is always
# headless: the same engine without the desktop browser's window code), with Debian's security updates.
# BASE: any Debian bookworm image (scripts/docker.sh builds one with debootstrap when no registry answers).
ARG BASE=debian:bookworm-slim

# ---- build stage: the venv, with pip and its caches left behind -----------------------------
FROM ${BASE} AS venv
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 python3-venv \
    && apt-get clean \
    && rm -rf /var/lib/apt/lists/*
RUN python3 -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
# docker/ca/: an extra CA bundle for pip (a TLS-inspecting proxy), used in this stage only.
COPY docker/ca/ /tmp/ca/
ARG PIP_INDEX_URL
WORKDIR /src
# The dependencies first, in their own layer: a change to the code alone does not fetch them again.
# With the `video` extra: browser_start_video's ffmpeg (linked into Playwright's cache when first used).
COPY pyproject.toml ./
RUN if [ -s /tmp/ca/host.crt ]; then export PIP_CERT=/tmp/ca/host.crt; fi \
    && python -c "import tomllib; p = tomllib.load(open('pyproject.toml', 'rb'))['project']; \
print('\n'.join(p['dependencies'] + p['optional-dependencies']['video']))" \
       > /tmp/requirements.txt \
    && pip install -r /tmp/requirements.txt "hatchling>=1.25"
COPY README.md ./
COPY verdex_py ./verdex_py
# The wheel ships the demo's pages and profiles (verdex-py demo / replay work in the image too).
COPY fixtures_html ./fixtures_html
COPY auth_profiles ./auth_profiles
RUN pip install --no-deps --no-build-isolation . \
    && pip uninstall -y hatchling pathspec pluggy trove-classifiers setuptools pip

# ---- the image -------------------------------------------------------------------------------
FROM ${BASE}
# Headless with --disable-gpu, Chromium draws with its own SwiftShader: Mesa's GPU drivers (and the
# LLVM they load, ~160 MB) and the Vulkan debug layer are left out of the packages' files.
RUN printf 'path-exclude %s\n' '/usr/lib/*/dri/*' '/usr/lib/*/libLLVM-*' '/usr/lib/*/libz3.so*' \
        '/usr/lib/chromium/libVkLayer_khronos_validation.so' > /etc/dpkg/dpkg.cfg.d/verdex-headless
# libatomic1: Playwright's bundled Node driver links it (without it every browser call fails).
# tini reaps Chromium's orphaned children and passes signals on: the server is not PID 1.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 chromium-headless-shell fonts-liberation libatomic1 tini \
    && apt-get clean \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --create-home --uid 10001 --user-group verdex \
    && mkdir -p /data/auth_profiles \
    && chown -R verdex:verdex /data
COPY --from=venv /opt/venv /opt/venv

USER 10001
WORKDIR /home/verdex
# A token is required: the server refuses a non-loopback bind without one.
ENV PATH=/opt/venv/bin:$PATH \
    VERDEX_TRANSPORT=http \
    VERDEX_HOST=0.0.0.0 \
    VERDEX_PORT=8931 \
    VERDEX_EXECUTABLE_PATH=/usr/bin/chromium-headless-shell \
    VERDEX_NO_SANDBOX=1 \
    VERDEX_AUTH_DIR=/data/auth_profiles
VOLUME ["/data"]
EXPOSE 8931
# /health is 503 when the browser cannot start; the probe follows VERDEX_PORT.
HEALTHCHECK --interval=5s --timeout=4s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request as u; u.urlopen('http://127.0.0.1:%s/health' % os.environ.get('VERDEX_PORT', '8931'), timeout=3)"]
ENTRYPOINT ["tini", "--", "verdex-py"]
