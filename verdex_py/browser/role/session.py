"""A client's browser session: its roles, which one is current, and the shared browser.

What a tool may ask of it goes through the facade (calls/facade.py), which wraps a session: the
session itself knows nothing of calls or tools.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from verdex_py.browser.launch.launcher import BrowserHost
from verdex_py.browser.page.webmcp import PageTools
from verdex_py.browser.role.roles import RoleRuntime
from verdex_py.closest import closest
from verdex_py.config import Settings
from verdex_py.errors import CorrectionFacts, InvalidArgument, UnknownRole
from verdex_py.errors.fixes import Fix
from verdex_py.roles_file import DEFAULT_ROLE, ROLE_NAME, RoleConfig


class BrowserSession:
    def __init__(self, settings: Settings, host: BrowserHost | None = None) -> None:
        self.settings = settings
        self.host = host or BrowserHost.from_settings(settings)
        self._owns_host = host is None
        self.roles: dict[str, RoleRuntime] = {
            name: RoleRuntime(cfg, settings, self.host) for name, cfg in settings.roles.items()
        }
        self.current, self.current_reason = starting_role(settings)
        # Called when a document of this session reports its model-context tools (--caps webmcp);
        # the server sets it to tell its client the tool list may have changed.
        self.page_tools_changed: Callable[[], None] = lambda: None
        for runtime in self.roles.values():
            runtime.page_tools_changed = self._page_tools_changed

    def _page_tools_changed(self) -> None:
        self.page_tools_changed()

    def page_tools(self) -> PageTools | None:
        """The model-context tools of the page the current role shows (None: no page), opening nothing."""
        runtime = self.roles.get(self.current or DEFAULT_ROLE)
        tab = runtime.active_tab() if runtime is not None else None
        return tab.page_tools if tab is not None else None

    def role(self, name: str | None, arguments: dict[str, Any] | None = None) -> RoleRuntime:
        """The named role (or the current one), creating ad-hoc roles unless roles are strict."""
        name = name or self.current or DEFAULT_ROLE
        if name in self.roles:
            if self.roles[name].ad_hoc and self.roles[name].context is None:
                self._room_for(name, arguments)  # a closed ad-hoc role reopens only under the cap too
            return self.roles[name]
        if self.settings.strict_roles:
            configured = sorted(self.roles)
            close = closest(name, configured)
            raise UnknownRole(
                f"Role '{name}' is not configured and ad-hoc roles are disabled (--strict-roles).",
                field="role",
                allowed_values=configured,
                suggested_value=close,
                details={"role": name},
            )
        if not ROLE_NAME.match(name):
            raise InvalidArgument(
                f"Role name '{name}' is not valid.",
                field="role",
                allowed_values={"pattern": ROLE_NAME.pattern},
                details={"role": name},
            )
        self._room_for(name, arguments)
        runtime = RoleRuntime(RoleConfig(name=name), self.settings, self.host, ad_hoc=True)
        runtime.page_tools_changed = self._page_tools_changed
        self.roles[name] = runtime
        return runtime

    def _room_for(self, name: str, arguments: dict[str, Any] | None) -> None:
        """Refuse a new (or reopened) ad-hoc role while --max-adhoc-roles are open: each is a browser context."""
        cap, open_ = self.settings.max_adhoc_roles, [r.name for r in self.roles.values() if r.ad_hoc and r.context]
        if len(open_) < cap:
            return
        oldest = open_[0]
        raise InvalidArgument(
            f"Role '{name}' would be ad-hoc role {cap + 1} open at once; the cap is {cap} (--max-adhoc-roles). "
            f"Use a role already open ({', '.join(open_[:8])}; list_roles shows them all), or close one first: "
            f"browser_close(role='{oldest}').",
            field="role",
            allowed_values=sorted({*open_, *(n for n, r in self.roles.items() if not r.ad_hoc)}),
            details={"role": name, "open_adhoc_roles": open_, "option": "--max-adhoc-roles"},
            facts=CorrectionFacts(
                corrected_arguments=arguments, fixes=[Fix("close_role", f"close ad-hoc role '{oldest}'", value=oldest)]
            ),
        )

    def usable_role(self, besides: str) -> str | None:
        """A configured role whose auth did not fail, to offer when `besides` cannot start."""
        for name, runtime in self.roles.items():
            if name != besides and runtime.auth_usable():
                return name
        return None

    def signed_in_role(self, besides: str) -> str | None:
        """A configured role with an auth profile that did not fail, to offer for a page that refused `besides`."""
        for name, runtime in self.roles.items():
            if name != besides and runtime.config.auth_file is not None and runtime.auth_usable():
                return name
        return None

    async def idle_close(self) -> None:
        """Close every role's context for --idle-timeout, each under its lock (a call in flight ends
        first). Unlike closing a role (browser_close), each keeps its last URL: the next call reopens it there."""
        for runtime in list(self.roles.values()):
            async with runtime.lock:
                await runtime.close()

    async def close(self) -> None:
        for runtime in self.roles.values():
            await runtime.close()
        if self._owns_host:
            await self.host.close()


def starting_role(settings: Settings) -> tuple[str | None, str]:
    """The role calls without `role` act as at start, and why (list_roles and get_current_role say it)."""
    if settings.default_role:
        return settings.default_role, settings.default_role_reason or "chosen at start-up"
    if DEFAULT_ROLE in settings.roles:
        return DEFAULT_ROLE, "the configured role named 'default'"
    if not settings.strict_roles:
        return DEFAULT_ROLE, (
            "no starting role was chosen (--role NAME or default_role in the roles file), "
            "so calls without role use the ad-hoc role 'default'"
        )
    if settings.roles:
        return next(iter(settings.roles)), "the first configured role (no starting role was chosen)"
    return None, "no role is configured and --strict-roles refuses ad-hoc ones"
