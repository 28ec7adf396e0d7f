"""The policy proxy without a browser: a SOCKS5 client asks it for a refused and an allowed origin.

The refused one gets its connection closed before the proxy connects anywhere (the server counts
no connection); the allowed one reaches the server; the user's proxy bypass list is read as
Chromium's simple rules."""

from __future__ import annotations

import asyncio
import struct

from verdex_py.browser.launch.policy_proxy import PolicyProxy, Upstream
from verdex_py.config import Settings
from verdex_py.origins import Origin
from verdex_py.policy import refused_target


async def _through(proxy_port: int, host: str, port: int, first: bytes) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", proxy_port)
    name = host.encode()
    writer.write(b"\x05\x01\x00" + b"\x05\x01\x00\x03" + bytes([len(name)]) + name + struct.pack(">H", port))
    await reader.readexactly(2 + 10)  # method chosen, then the grant
    writer.write(first)
    answer = await reader.read()
    writer.close()
    return answer


def test_a_refused_origin_gets_no_connection_and_an_allowed_one_its_answer() -> None:
    async def run() -> tuple[bytes, bytes, list[str], list[tuple[Origin, str]]]:
        reached: list[str] = []

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            reached.append((await reader.readline()).decode().strip())
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok")
            await writer.drain()
            writer.close()

        allowed_server = await asyncio.start_server(serve, "127.0.0.1", 0)
        blocked_server = await asyncio.start_server(serve, "127.0.0.1", 0)
        allowed_port = allowed_server.sockets[0].getsockname()[1]
        blocked_port = blocked_server.sockets[0].getsockname()[1]
        settings = Settings(blocked_origins=f"http://127.0.0.1:{blocked_port}")
        refusals: list[tuple[Origin, str]] = []
        proxy = PolicyProxy(lambda t: refused_target(t, settings), lambda t, r: refusals.append((t, r)), None)
        port = int((await proxy.start()).rsplit(":", 1)[1])
        request = b"GET / HTTP/1.1\r\nHost: x\r\n\r\n"
        refused = await _through(port, "localhost", blocked_port, request)
        answered = await _through(port, "localhost", allowed_port, request)
        await proxy.close()
        allowed_server.close()
        blocked_server.close()
        return refused, answered, reached, refusals

    refused, answered, reached, refusals = asyncio.run(run())
    assert refused == b"" and answered.endswith(b"ok")
    assert reached == ["GET / HTTP/1.1"]  # the allowed server's one request; the blocked server none
    assert [(t.scheme, t.host, r.startswith("blocked-origins:")) for t, r in refusals] == [("http", "localhost", True)]


def test_the_bypass_list_reads_as_chromiums_simple_rules() -> None:
    upstream = Upstream.parse("proxy.corp:3128", "*.internal, .lan,Intranet.,<local>")
    assert (upstream.scheme, upstream.host, upstream.port) == ("http", "proxy.corp", 3128)
    assert [upstream.skipped_by(h) for h in ("a.internal", "b.lan", "intranet", "wiki", "example.com")] == [
        True,
        True,
        True,
        True,
        False,
    ]
    assert Upstream.parse("socks5://127.0.0.1", None).port == 1080
