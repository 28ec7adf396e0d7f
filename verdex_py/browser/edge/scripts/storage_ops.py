"""The web storage script's operations (web_storage.js): a page's localStorage or sessionStorage
read, or changed and read back."""

from typing import TypedDict

from verdex_py.browser.edge.scripts.ops import Module, Op

MODULE = Module("web_storage")


class AreaQuery(TypedDict):
    area: str  # "local" | "session"


class KeyQuery(TypedDict):
    area: str
    key: str


class PutQuery(TypedDict):
    area: str
    key: str
    value: str


class StorageEntry(TypedDict):
    key: str
    value: str


entries = Op[AreaQuery, list[StorageEntry]](MODULE, "entries")
put = Op[PutQuery, list[StorageEntry]](MODULE, "put")
remove = Op[KeyQuery, list[StorageEntry]](MODULE, "remove")
clear = Op[AreaQuery, list[StorageEntry]](MODULE, "clear")
