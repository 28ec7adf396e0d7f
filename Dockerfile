# verdex-py, headless, serving streamable HTTP on 0.0.0.0:8931 inside the container.
#   docker build -t verdex-py .
#   docker run --rm -p 127.0.0.1:8931:8931 -e VERDEX_AUTH_TOKEN=change-me \
#     -v "$PWD/auth_profiles:/data/auth_profiles" verdex-py
FROM python:3.11-slim-bookworm

# Debian's Chromium: Playwright's own browser download is not needed.
RUN apt-get update \
    && apt-get install -y --no-install-recommends chromium fonts-liberation \
    && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 10001 verdex \
    && mkdir -p /data/auth_profiles \
    && chown -R verdex:verdex /data

WORKDIR /app
COPY pyproject.toml README.md ./
COPY verdex_py ./verdex_py
# The wheel ships the demo's pages and profiles (verdex-py demo / replay work in the image too).
COPY fixtures_html ./fixtures_html
COPY auth_profiles ./auth_profiles
RUN pip install --no-cache-dir .

USER 10001
# A token is required: the server refuses a non-loopback bind without one.
ENV VERDEX_TRANSPORT=http \
    VERDEX_HOST=0.0.0.0 \
    VERDEX_PORT=8931 \
    VERDEX_EXECUTABLE_PATH=/usr/bin/chromium \
    VERDEX_NO_SANDBOX=1 \
    VERDEX_AUTH_DIR=/data/auth_profiles
VOLUME ["/data"]
EXPOSE 8931
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8931/health', timeout=4)"]
ENTRYPOINT ["verdex-py"]
