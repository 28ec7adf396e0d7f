"""The policy proxy: the one door a role's browser context has to the network when a URL policy is set.

Each role's context is made with `proxy={"server": "socks5://127.0.0.1:<its port>"}` (no bypass:
Playwright then adds `<-loopback>`, so loopback goes through it too). Every connection Chromium
opens for the context, whatever started it (a navigation, a redirect hop, a frame, a popup, a
worker of any kind, a service worker, a prefetch or prerender, a WebSocket, a beacon, an
EventSource, a preconnect), is a SOCKS5 CONNECT to host:port here. The proxy answers it, waits for
the browser's first byte (0x16: a TLS ClientHello, so https/wss; anything else: plain http/ws),
decides on that origin, and only then connects, to the exact address it checked (no second
lookup: DNS rebinding). A refused connection is closed before anything reaches the server: no TCP
connection to it, no byte. SOCKS rather than an HTTP proxy: an HTTP proxy sees several origins'
requests on one kept-alive connection and can only refuse a plain-http request by answering it
(the page would read that answer as the server's); a SOCKS connection has one destination for
its whole life, so deciding once per connection is exact, and a refusal is a network error.

A user's `--proxy-server` becomes the upstream: allowed connections are made through it (HTTP
CONNECT or SOCKS5, by name: the upstream resolves), except hosts in `--proxy-bypass`.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import struct
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

import h11

from verdex_py.origins import Origin, canonical_host

HANDSHAKE_S = 10.0  # a client that opens the door but never says where to: dropped
CONNECT_S = 15.0
CHUNK = 65536
TLS_HANDSHAKE = 0x16

Decide = Callable[[Origin], Awaitable[tuple[str | None, list[str]]]]


@dataclass(frozen=True)
class Upstream:
    """The user's own proxy (`--proxy-server`), and the hosts that skip it (`--proxy-bypass`)."""

    scheme: str  # http or socks5
    host: str
    port: int
    bypass: tuple[str, ...] = ()

    @classmethod
    def parse(cls, server: str, bypass: str | None) -> Upstream:
        parts = urlsplit(server if "://" in server else f"http://{server}")
        scheme = "socks5" if parts.scheme.startswith("socks") else "http"
        port = parts.port or (1080 if scheme == "socks5" else 80)
        rules = tuple(canonical_host(b).lstrip("*") for b in (bypass or "").split(",") if b.strip())
        return cls(scheme, parts.hostname or "127.0.0.1", port, rules)

    def skipped_by(self, host: str) -> bool:
        """Chromium's simple bypass rules: a host, `.suffix` / `*.suffix`, or `<local>` (dotless names)."""
        return any(
            host == rule or (rule.startswith(".") and host.endswith(rule)) or (rule == "<local>" and "." not in host)
            for rule in self.bypass
        )


class PolicyProxy:
    """One role's door: a SOCKS5 server on 127.0.0.1 deciding every connection with `decide`."""

    def __init__(self, decide: Decide, on_refused: Callable[[Origin, str], None], upstream: Upstream | None) -> None:
        self._decide = decide
        self._on_refused = on_refused
        self._upstream = upstream
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def start(self) -> str:
        """Listen on a free loopback port; returns the proxy server string for the context."""
        if self._server is None:
            self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return f"socks5://127.0.0.1:{self._server.sockets[0].getsockname()[1]}"

    async def close(self) -> None:
        server, self._server = self._server, None
        if server is not None:
            server.close()
        for task in list(self._tasks):
            task.cancel()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            await self._door(reader, writer)
        except (OSError, asyncio.IncompleteReadError, TimeoutError, ValueError, h11.ProtocolError):
            pass  # the browser gave up on the connection, or the server could not be reached: it sees a closed socket
        finally:
            self._tasks.discard(task)
            writer.close()

    async def _door(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        async with asyncio.timeout(HANDSHAKE_S):
            host, port = await _socks_request(reader, writer)
        writer.write(b"\x05\x00\x00\x01" + bytes(6))  # granted: nothing is connected yet
        await writer.drain()
        first = await reader.read(1)  # a preconnect may wait here as long as it likes, holding nothing
        if not first:
            return
        target = Origin("https" if first[0] == TLS_HANDSHAKE else "http", canonical_host(host), port)
        rule, addresses = await self._decide(target)
        if rule is not None:
            self._on_refused(target, rule)
            return
        async with asyncio.timeout(CONNECT_S):
            far_reader, far_writer = await self._connect(target, addresses)
        try:
            far_writer.write(first)
            await asyncio.gather(_pipe(reader, far_writer), _pipe(far_reader, writer))
        finally:
            far_writer.close()

    async def _connect(self, target: Origin, addresses: list[str]) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        """To the checked addresses themselves, or by name through the user's upstream proxy."""
        upstream = self._upstream
        if upstream is not None and not upstream.skipped_by(target.host):
            reader, writer = await asyncio.open_connection(upstream.host, upstream.port)
            try:
                if upstream.scheme == "socks5":
                    await _socks_connect(reader, writer, target)
                    return reader, writer
                return await _http_connect(reader, writer, target), writer
            except BaseException:
                writer.close()  # the upstream refused the tunnel: its connection goes too
                raise
        failure: OSError = OSError(f"{target.host} resolved to no address")
        for address in addresses:
            try:
                return await asyncio.open_connection(address, target.port)
            except OSError as exc:
                failure = exc
        raise failure


async def _socks_request(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> tuple[str, int]:
    """SOCKS5 without authentication (RFC 1928): the host and port the browser asks to reach."""
    version, methods = await reader.readexactly(2)
    await reader.readexactly(methods)
    if version != 5:
        raise ValueError("not SOCKS5")
    writer.write(b"\x05\x00")
    _, command, _, kind = await reader.readexactly(4)
    if kind == 1:
        host = str(ipaddress.IPv4Address(await reader.readexactly(4)))
    elif kind == 4:
        host = str(ipaddress.IPv6Address(await reader.readexactly(16)))
    else:
        host = (await reader.readexactly((await reader.readexactly(1))[0])).decode("idna")
    (port,) = struct.unpack(">H", await reader.readexactly(2))
    if command != 1:  # only CONNECT: no BIND, no UDP ASSOCIATE (UDP would leave uninspected)
        writer.write(b"\x05\x07\x00\x01" + bytes(6))
        raise ValueError("not a CONNECT")
    return host, port


async def _socks_connect(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, target: Origin) -> None:
    """Ask a SOCKS5 upstream for `target` by name."""
    name = target.host.encode("idna")
    writer.write(b"\x05\x01\x00" + b"\x05\x01\x00\x03" + bytes([len(name)]) + name + struct.pack(">H", target.port))
    await writer.drain()
    if (await reader.readexactly(2))[1] != 0:
        raise OSError("the upstream SOCKS proxy wants authentication")
    _, status, _, kind = await reader.readexactly(4)
    size = {1: 4, 4: 16}.get(kind) or (await reader.readexactly(1))[0]
    await reader.readexactly(size + 2)
    if status != 0:
        raise OSError(f"the upstream SOCKS proxy refused {target.text} (status {status})")


async def _http_connect(
    reader: asyncio.StreamReader, writer: asyncio.StreamWriter, target: Origin
) -> asyncio.StreamReader:
    """Ask an HTTP upstream for a tunnel to `target` (CONNECT); returns the tunnel's reader."""
    host = f"[{target.host}]" if ":" in target.host else target.host
    authority = f"{host}:{target.port}"
    connection = h11.Connection(h11.CLIENT)
    writer.write(connection.send(h11.Request(method="CONNECT", target=authority, headers=[("Host", authority)])))
    writer.write(connection.send(h11.EndOfMessage()))
    await writer.drain()
    while True:
        event = connection.next_event()
        if event is h11.NEED_DATA:
            connection.receive_data(await reader.read(CHUNK))
        elif isinstance(event, h11.Response):
            break
    if not 200 <= event.status_code < 300:
        raise OSError(f"the upstream proxy answered {event.status_code} to CONNECT {authority}")
    if connection.trailing_data[0]:  # the browser speaks first in HTTP and TLS: nothing may come before it
        raise OSError(f"the upstream proxy sent data of its own after CONNECT {authority}")
    return reader


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    """Copy until end of stream, then half-close (a server may still answer)."""
    with contextlib.suppress(OSError):
        while chunk := await reader.read(CHUNK):
            writer.write(chunk)
            await writer.drain()
        if writer.can_write_eof():
            writer.write_eof()
