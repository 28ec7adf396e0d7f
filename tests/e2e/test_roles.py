"""Roles: the roles file and the --role shorthand, role tools, isolation, concurrency, auth warnings.

Each role is its own BrowserContext; the fixture app's /me page tells which cookie
(if any) a context carries, so isolation is observed in the browser, not assumed.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.helpers import AUTH_DIR, error_of, roles_settings, text_of
from verdex_py.cli import build_parser, settings_from_args
from verdex_py.config_error import ConfigError
from verdex_py.roles_file import load_roles_file, parse_role_shorthand
from verdex_py.testing.fixture_server import FixtureServer

PROFILES = ("admin.json", "customer.json", "broken.json", "expired.json")


def write_roles_file(folder: Path, fixtures: FixtureServer, fmt: str) -> Path:
    """A roles file like roles.example.* but pointing at the running fixture origin.

    Profiles are copied to a sub-folder referenced relatively, so path resolution is exercised.
    """
    profiles = folder / "profiles"
    profiles.mkdir(exist_ok=True)
    for name in PROFILES:
        shutil.copy(AUTH_DIR / name, profiles / name)
    admin = {
        "auth": "admin.json",
        "default_url": fixtures.url("app/dashboard.html"),
        "auth_required": True,
        "auth_check": {"url": fixtures.url("me"), "expect_text": "Signed in as"},
    }
    roles = {"admin": admin, "customer": {"auth": "customer.json", "default_url": fixtures.url("me")}, "guest": {}}
    path = folder / f"roles.{fmt}"
    if fmt == "json":
        path.write_text(json.dumps({"auth_dir": "profiles", "roles": roles}))
    else:
        check = admin.pop("auth_check")
        lines = ['auth_dir = "profiles"', "[roles.admin]"]
        lines += [f"{k} = {json.dumps(v)}" for k, v in admin.items()]
        lines += ["[roles.admin.auth_check]"] + [f"{k} = {json.dumps(v)}" for k, v in check.items()]
        lines += ["[roles.customer]"] + [f"{k} = {json.dumps(v)}" for k, v in roles["customer"].items()]
        lines += ["[roles.guest]"]
        path.write_text("\n".join(lines) + "\n")
    return path


@pytest.fixture(params=["json", "toml"])
def roles_file(request: pytest.FixtureRequest, tmp_path: Path, fixtures: FixtureServer) -> Path:
    return write_roles_file(tmp_path, fixtures, request.param)


def test_example_roles_files_agree() -> None:
    """The shipped JSON and TOML examples describe the same roles, resolved inside auth_profiles/."""
    json_dir, json_roles = load_roles_file(AUTH_DIR / "roles.example.json")
    toml_dir, toml_roles = load_roles_file(AUTH_DIR / "roles.example.toml")
    assert json_dir == toml_dir == AUTH_DIR.resolve()
    assert json_roles == toml_roles
    assert set(json_roles) == {"admin", "customer", "guest"}
    admin = json_roles["admin"]
    assert admin.auth_required and admin.auth_file == AUTH_DIR.resolve() / "admin.json"
    assert admin.auth_check is not None and admin.auth_check.expect_text == "Signed in as"
    assert json_roles["guest"].auth_file is None and json_roles["guest"].default_url is None


def test_role_shorthand() -> None:
    """`NAME[=AUTH_FILE][@DEFAULT_URL]`, with auth files confined to the profiles folder."""
    role = parse_role_shorthand("admin=admin.json@http://127.0.0.1:9/app?x=1", AUTH_DIR)
    assert (role.name, role.auth_file, role.default_url) == (
        "admin",
        AUTH_DIR / "admin.json",
        "http://127.0.0.1:9/app?x=1",
    )
    bare = parse_role_shorthand("guest", AUTH_DIR)
    assert (bare.auth_file, bare.default_url, bare.auth_required) == (None, None, False)
    assert parse_role_shorthand("viewer@http://127.0.0.1:9/", AUTH_DIR).auth_file is None
    with pytest.raises(ConfigError, match="outside"):
        parse_role_shorthand("evil=../../etc/passwd", AUTH_DIR)
    with pytest.raises(ConfigError):
        parse_role_shorthand("bad name", AUTH_DIR)


async def test_roles_file_serves_roles(make_client: Callable[..., Any], roles_file: Path) -> None:
    """Both formats load the same roles; list_roles reports them, the current one and auth status."""
    async with make_client(**roles_settings(roles_file)) as client:
        r = await client.call_tool("list_roles", {})
        assert not r.is_error, text_of(r)
        data = r.structured_content
        assert data["current"] == "default" and data["strict"] is False
        by_name = {role["role"]: role for role in data["roles"]}
        assert {"admin", "customer", "guest"} <= set(by_name)
        assert by_name["admin"]["auth_required"] is True and by_name["admin"]["auth_file"] == "admin.json"
        assert by_name["customer"]["auth_status"] == "not_loaded" and by_name["customer"]["started"] is False
        assert by_name["guest"]["auth_file"] is None and by_name["guest"]["configured"] is True

        r = await client.call_tool("select_role", {"role": "admin"})  # default URL behind auth
        assert not r.is_error, text_of(r)
        assert r.structured_content["url"].endswith("/app/dashboard.html"), r.structured_content["url"]
        r = await client.call_tool("list_roles", {})
        admin = next(role for role in r.structured_content["roles"] if role["role"] == "admin")
        assert admin["auth_status"] in ("loaded", "verified") and admin["started"] is True
        assert r.structured_content["current"] == "admin"


async def test_roles_are_isolated(make_client: Callable[..., Any], fixtures: FixtureServer, tmp_path: Path) -> None:
    """customer's cookie never reaches the ad-hoc role guest, nor admin's reaches customer."""
    settings = roles_settings(write_roles_file(tmp_path, fixtures, "json"))
    settings["roles"].pop("guest")  # so `guest` below is an ad-hoc role
    async with make_client(**settings) as client:
        r = await client.call_tool("browser_navigate", {"url": fixtures.url("me"), "role": "customer"})
        assert not r.is_error, text_of(r)
        assert "Signed in as carol" in r.structured_content["snapshot"]

        r = await client.call_tool("browser_navigate", {"url": fixtures.url("me"), "role": "guest"})
        # /me answers 401 without a session: the contract makes that NAVIGATION_FAILED ...
        error = error_of(r)
        assert error["code"] == "NAVIGATION_FAILED" and error["details"].get("status") == 401
        r = await client.call_tool("browser_snapshot", {"role": "guest"})  # ... and the page says why
        assert not r.is_error, text_of(r)
        assert "Not signed in" in r.structured_content["snapshot"]
        assert "Signed in as" not in r.structured_content["snapshot"]

        r = await client.call_tool("browser_navigate", {"url": fixtures.url("me"), "role": "admin"})
        assert "Signed in as alice" in r.structured_content["snapshot"], text_of(r)
        r = await client.call_tool("browser_snapshot", {"role": "customer"})
        assert "Signed in as carol" in r.structured_content["snapshot"]

        roles = (await client.call_tool("list_roles", {})).structured_content["roles"]
        guest = next(role for role in roles if role["role"] == "guest")
        assert guest["configured"] is False and guest["auth_status"] == "none"


async def test_default_url_and_role_argument(
    make_client: Callable[..., Any], fixtures: FixtureServer, tmp_path: Path
) -> None:
    """A role's default URL opens on first use; `role=` addresses it without switching the current role."""
    async with make_client(**roles_settings(write_roles_file(tmp_path, fixtures, "json"))) as client:
        r = await client.call_tool("browser_snapshot", {"role": "customer"})
        assert not r.is_error, text_of(r)
        assert r.structured_content["role"] == "customer"
        assert r.structured_content["url"] == fixtures.url("me")
        assert "Signed in as carol" in r.structured_content["snapshot"]

        r = await client.call_tool("get_current_role", {})
        assert r.structured_content["role"] == "default"
        r = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
        assert r.structured_content["role"] == "default"
        r = await client.call_tool("browser_snapshot", {"role": "customer"})  # untouched by the default role
        assert r.structured_content["url"] == fixtures.url("me")

        r = await client.call_tool("select_role", {"role": "customer"})
        assert not r.is_error, text_of(r)
        assert (await client.call_tool("get_current_role", {})).structured_content["role"] == "customer"
        r = await client.call_tool("browser_snapshot", {})
        assert r.structured_content["role"] == "customer" and r.structured_content["url"] == fixtures.url("me")


async def test_role_shorthand_from_the_command_line(make_client: Callable[..., Any], fixtures: FixtureServer) -> None:
    """`--role customer=customer.json@URL` configures a working, authenticated role."""
    ns = build_parser().parse_args(
        ["--auth-dir", str(AUTH_DIR), "--role", f"customer=customer.json@{fixtures.url('me')}", "--role", "viewer"]
    )
    settings = settings_from_args(ns)
    assert set(settings.roles) == {"customer", "viewer"}
    async with make_client(roles=settings.roles, auth_dir=settings.auth_dir) as client:
        r = await client.call_tool("select_role", {"role": "customer"})
        assert not r.is_error, text_of(r)
        assert "Signed in as carol" in r.structured_content["snapshot"]


async def test_strict_roles_refuse_unknown_names(
    make_client: Callable[..., Any], fixtures: FixtureServer, tmp_path: Path
) -> None:
    """With --strict-roles an unconfigured name is UNKNOWN_ROLE listing the configured ones."""
    settings = roles_settings(write_roles_file(tmp_path, fixtures, "json"))
    async with make_client(strict_roles=True, **settings) as client:
        error = error_of(await client.call_tool("select_role", {"role": "custmer"}))
        assert error["code"] == "UNKNOWN_ROLE" and error["field"] == "role"
        assert sorted(error["allowed_values"]) == ["admin", "customer", "guest"]
        assert error["suggested_value"] == "customer"
        error = error_of(await client.call_tool("browser_navigate", {"url": fixtures.url("me"), "role": "intruder"}))
        assert error["code"] == "UNKNOWN_ROLE" and error["details"]["role"] == "intruder"
        r = await client.call_tool("list_roles", {})
        assert r.structured_content["strict"] is True
        assert "intruder" not in {role["role"] for role in r.structured_content["roles"]}
        r = await client.call_tool("browser_snapshot", {"role": "customer"})  # configured roles still work
        assert not r.is_error, text_of(r)


@pytest.mark.parametrize(
    ("profile", "reason"), [("broken.json", "invalid_json"), ("expired.json", "expired"), ("absent.json", "missing")]
)
async def test_unusable_auth_profile_runs_unauthenticated_with_warning(
    make_client: Callable[..., Any], fixtures: FixtureServer, profile: str, reason: str
) -> None:
    """A role without auth_required survives a bad profile, but every page it shows says so."""
    role = parse_role_shorthand(f"shaky={profile}", AUTH_DIR)
    async with make_client(roles={"shaky": role}) as client:
        r = await client.call_tool("browser_navigate", {"url": fixtures.url("app/dashboard.html"), "role": "shaky"})
        assert not r.is_error, text_of(r)
        assert "/login.html" in r.structured_content["url"]  # the app bounced the anonymous visitor
        warnings = r.structured_content["warnings"]
        assert warnings is not None and warnings["auth_status"] == f"failed:{reason}"
        assert any("unauthenticated" in d for d in warnings["details"])
        assert "unauthenticated" in text_of(r)
        r = await client.call_tool("browser_snapshot", {"role": "shaky"})
        assert r.structured_content["warnings"]["auth_status"] == f"failed:{reason}"
        failures = (await client.call_tool("browser_failures", {"role": "shaky"})).structured_content["failures"]
        assert any(f["kind"] == "auth" and f["reason"] == reason for f in failures), failures


# -- concurrency ------------------------------------------------------------------------------


class InFlightServer:
    """A loopback server whose /slow?ms=N answers after N ms and counts overlapping requests."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.in_flight = 0
        self.max_in_flight = 0
        self.stop = threading.Event()
        tracker = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None: ...

            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                if parts.path == "/slow":
                    with tracker.lock:
                        tracker.in_flight += 1
                        tracker.max_in_flight = max(tracker.max_in_flight, tracker.in_flight)
                    tracker.stop.wait(int(parse_qs(parts.query)["ms"][0]) / 1000)
                    with tracker.lock:
                        tracker.in_flight -= 1
                body = b"<!doctype html><title>Tracked</title><p>done</p>"
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.origin = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def reset(self) -> None:
        with self.lock:
            self.max_in_flight = 0


@pytest.fixture
def tracker() -> Iterator[InFlightServer]:
    server = InFlightServer()
    thread = threading.Thread(target=server.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server
    server.stop.set()
    server.httpd.shutdown()
    server.httpd.server_close()
    thread.join(timeout=2)


async def test_calls_on_different_roles_overlap(make_client: Callable[..., Any], tracker: InFlightServer) -> None:
    """Two roles' navigations are in flight together; two on one role are serialised."""
    async with make_client() as client:
        for role in ("alpha", "beta"):  # open both contexts first
            r = await client.call_tool("browser_navigate", {"url": f"{tracker.origin}/ready", "role": role})
            assert not r.is_error, text_of(r)

        slow = f"{tracker.origin}/slow?ms=800"
        results = await asyncio.gather(
            client.call_tool("browser_navigate", {"url": slow, "role": "alpha"}),
            client.call_tool("browser_navigate", {"url": slow, "role": "beta"}),
        )
        assert [r.is_error for r in results] == [False, False], [text_of(r) for r in results]
        assert tracker.max_in_flight == 2, "navigations on two roles did not overlap"

        tracker.reset()
        results = await asyncio.gather(
            client.call_tool("browser_navigate", {"url": slow.replace("800", "300"), "role": "alpha"}),
            client.call_tool("browser_navigate", {"url": slow.replace("800", "301"), "role": "alpha"}),
        )
        assert [r.is_error for r in results] == [False, False], [text_of(r) for r in results]
        assert tracker.max_in_flight == 1, "two calls on one role ran at the same time"
