"""What every role's context is made with: emulation, network, permissions, scripts, traces, profiles.

The options come from the command line (`--device`, `--viewport-size`, `--proxy-server`, ...,
see options.py) and are the same for every role; a role differs only by its auth profile
and, with `--user-data-dir`, by its own persistent profile folder.
"""

from __future__ import annotations

import asyncio
import functools
import shutil
import time
from pathlib import Path
from typing import Any

from playwright.async_api import BrowserContext

from verdex_py import log, outputs, secrets
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.config import Settings

VIEWPORT = {"width": 1280, "height": 800}
logger = log.get(__name__)


@functools.cache
def _device(name: str) -> tuple[tuple[str, Any], ...]:
    """Playwright's descriptor for a device name (read once from its driver, in a worker thread)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        descriptor = dict(pw.devices[name])
    descriptor.pop("default_browser_type", None)  # a launch choice, not a context option
    return tuple(descriptor.items())


async def context_options(settings: Settings, policy_proxy: dict[str, Any] | None = None) -> dict[str, Any]:
    """Keyword arguments for `new_context` / `launch_persistent_context` (no storage state).

    `policy_proxy`: the role's policy proxy (role/url_policy.py), which the context is made behind
    when a URL policy is set; the user's `--proxy-server` is then its upstream, not the context's."""
    options: dict[str, Any] = {"viewport": dict(VIEWPORT)}
    if settings.device:
        options.update(dict(await asyncio.to_thread(_device, settings.device)))
    if settings.viewport_size:
        width, height = settings.viewport_size
        options["viewport"] = {"width": width, "height": height}
    for key, value in (
        ("user_agent", settings.user_agent),
        ("locale", settings.locale),
        ("timezone_id", settings.timezone),
    ):
        if value:
            options[key] = value
    if policy_proxy is not None:
        options["proxy"] = policy_proxy  # nothing bypasses it, loopback included
    elif settings.proxy_server:
        options["proxy"] = {"server": settings.proxy_server}
        if settings.proxy_bypass:
            options["proxy"]["bypass"] = settings.proxy_bypass
    if settings.ignore_https_errors:
        options["ignore_https_errors"] = True
    if settings.grant_permissions:
        options["permissions"] = list(settings.grant_permissions)
    return options


def profile_dir(settings: Settings, role: str) -> Path | None:
    """Where role `role` keeps its persistent profile (`--user-data-dir DIR`: DIR/role), if anywhere."""
    if settings.user_data_dir is None:
        return None
    folder = settings.user_data_dir / role
    folder.mkdir(parents=True, exist_ok=True)
    return folder


async def prepare(context: BrowserContext, settings: Settings) -> None:
    """What is set on a context after it exists: init scripts, and a trace when one is to be saved."""
    for script in settings.init_scripts:
        await context.add_init_script(path=script)
    if settings.save_trace_dir is not None:
        # Screenshots would show typed secrets, and pixels cannot be redacted (secrets.redact_trace).
        await context.tracing.start(screenshots=not secrets.for_file(settings.secrets_file), snapshots=True)


async def save_trace(context: BrowserContext, settings: Settings, role: str) -> Path | None:
    """Write the role's trace (`DIR/<role>-<timestamp>.zip`) before its context closes."""
    if settings.save_trace_dir is None:
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime()) + f"-{int(time.time() * 1000) % 1000:03d}"
    path, scratch = settings.save_trace_dir / f"{role}-{stamp}.zip", outputs.private_dir()
    try:
        with quietly(timeouts=False):  # a context that died with its browser has no trace to give
            await context.tracing.stop(path=scratch / path.name)  # redacted there, then moved in (outputs.write)
            await asyncio.to_thread(secrets.redact_trace, scratch / path.name, secrets.for_file(settings.secrets_file))
            path = outputs.write(path, scratch / path.name, root=settings.save_trace_dir)
            logger.info("trace_saved", role=role, path=str(path))
            return path
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    logger.warning("trace_lost", role=role, reason="the context was already gone")
    return None
