"""A page whose main document answered an HTTP error status (4xx, 5xx) is a failure, never a success.

Whichever call brought the page (browser_navigate, a click on a link, a form sent, a reload),
the status of its main document becomes NAVIGATION_FAILED, or AUTHENTICATION_FAILED for a 401
or 403 that signing in would fix (the role has an auth profile or check, or the page shows a
sign-in form), with what the page says about itself (title, first heading) and a plan fitting
the status:

- 429 and 5xx are transient: retryable, after the page's Retry-After (seconds or an HTTP date)
  when it sent one. A GET answered 429, 502, 503 or 504 with no Retry-After or a short one is
  retried here before the agent hears of it;
- 404, 410 and the other 4xx fail the same way until the URL changes: not retryable; the plan
  offers the last page that loaded, never the failed page itself.

A document that answered 4xx/5xx but renders an application (form controls, no error wording,
no sign-in form: a single-page app its host serves as 404 for a deep link) is judged by what
rendered: loaded, with a warning naming the status (`failed_status`, `Tab.served_status`).

A page an action led to was reached by an action that already ran (a click, a form sent): the
plan never repeats the action; it opens the failed URL again (a GET only) or goes back.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from email.utils import parsedate_to_datetime

from playwright.async_api import Page, Response

from verdex_py.browser.edge import scripts
from verdex_py.browser.edge.playwright_errors import quietly
from verdex_py.browser.page.tab import Tab
from verdex_py.errors import AuthenticationFailed, AuthFacts, NavigationFacts, NavigationFailed, VerdexError

INNER_RETRY_STATUSES = (429, 502, 503, 504)  # a GET answered so is tried again here first
MAX_INNER_WAIT_MS = 2000  # a longer Retry-After is left to the agent (retry_after_ms)
DEFAULT_RETRY_AFTER_MS = 1000
READ_PAGE_S = 1.0
MAX_SAID = 120  # characters of the page's title and heading quoted in the message


def retry_after_ms(header: str | None, now: float | None = None) -> int | None:
    """Retry-After as milliseconds from now: delta-seconds or an HTTP date (RFC 9110, 10.2.3)."""
    value = (header or "").strip()
    if value.isdigit():
        return int(value) * 1000
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    return max(0, round((when.timestamp() - (time.time() if now is None else now)) * 1000))


def transient(status: int) -> bool:
    """Too many requests, or the server failed: the same request may work later."""
    return status == 429 or status >= 500


def inner_wait_ms(status: int, header: str | None, attempt: int) -> int | None:
    """How long to wait before trying a GET again here; None: not here (the agent decides)."""
    if status not in INNER_RETRY_STATUSES:
        return None
    asked = retry_after_ms(header)
    if asked is None:
        return 250 * attempt
    return asked if asked <= MAX_INNER_WAIT_MS else None


async def waited_to_retry(response: Response | None, attempt: int) -> bool:
    """Wait before loading a GET again here, when its status is one retried here (Retry-After honoured,
    or a short backoff): True once waited; False, at once, when the retry is not ours to make."""
    wait_ms = inner_wait_ms(response.status, response.headers.get("retry-after"), attempt) if response else None
    if wait_ms is None:
        return False
    await asyncio.sleep(wait_ms / 1000)
    return True


@dataclass(frozen=True)
class ErrorStatus:
    """A main document that answered 4xx or 5xx, with what its page says about itself."""

    url: str
    status: int
    status_text: str
    method: str
    retry_after_ms: int | None  # as the page asked (None: it did not say)
    title: str = ""
    heading: str = ""
    login_form: bool = False  # the page shows a sign-in form (a visible password field)
    app: bool = False  # the page renders an application (form controls, no error wording)

    @property
    def retryable(self) -> bool:
        return transient(self.status)

    @property
    def wait_ms(self) -> int:
        return self.retry_after_ms if self.retry_after_ms is not None else DEFAULT_RETRY_AFTER_MS


async def error_status(page: Page, response: Response | None) -> ErrorStatus | None:
    """The error status of the document `response` brought, or None when it answered < 400."""
    if response is None or response.status < 400:
        return None
    said: dict[str, object] = {}
    with quietly():
        async with asyncio.timeout(READ_PAGE_S):
            said = await page.evaluate(scripts.ERROR_PAGE)
    return ErrorStatus(
        url=response.url,
        status=response.status,
        status_text=response.status_text,
        method=response.request.method,
        retry_after_ms=retry_after_ms(response.headers.get("retry-after")),
        title=str(said.get("title") or ""),
        heading=str(said.get("heading") or ""),
        login_form=bool(said.get("login_form")),
        app=bool(said.get("app")),
    )


async def failed_status(tab: Tab, response: Response | None) -> ErrorStatus | None:
    """The error status of the document `response` brought, judged by what rendered: a page that
    renders an application (a single-page app served as the host's 404) is no failure; its status
    stays on the tab, for every look at the page to warn about (None then, as for < 400)."""
    failed = await error_status(tab.page, response)
    if failed is not None and failed.app:
        tab.served_status = (failed.status, failed.status_text)
        return None
    return failed


def _what(err: ErrorStatus, action: str | None, attempts: int) -> str:
    answered = f"HTTP {err.status} {err.status_text}".rstrip() + (f" {attempts} times" if attempts > 1 else "")
    # what the page says of itself; a heading that only repeats the title is said once
    said = [s[:MAX_SAID] for s in (err.title, err.heading) if s]
    said = said[:1] if len(said) == 2 and said[1] in said[0] else said
    quoted = " / ".join('"' + s + '"' for s in said)
    shows = f"the tab shows it ({quoted})" if said else "the tab shows it"
    if action is None:
        what = f"{err.url} answered {answered}; {shows}"
    elif err.method == "GET":
        what = f"The {action} (it ran) led to {err.url}, which answered {answered}; {shows}"
    else:
        what = (
            f"The {action} sent a {err.method} to {err.url}, which answered {answered}: the site may or may not "
            f"have taken it; {shows}"
        )
    if err.retryable:
        what += f". Retry in {err.wait_ms / 1000:g} s"
    return what + "."


def _cause(status: int) -> str:
    if transient(status):
        return f"The site is overloaded, rate-limiting or failing for now (HTTP {status})"
    if status in (404, 410):
        return "No page is (any longer) at this URL"
    return f"The site refuses the request as it was sent (HTTP {status})"


def status_failure(
    err: ErrorStatus, *, action: str | None, last_url: str | None, attempts: int = 1, login_helps: bool = False
) -> VerdexError:
    """The error for a page that answered `err`: `action` names the input that led there (None: a
    navigation the agent asked for); `login_helps` when the role's sign-in could change a 401/403."""
    kind = "unavailable" if err.retryable else "http_error"
    details = {
        "url": err.url,
        "status": err.status,
        "status_text": err.status_text,
        "title": err.title,
        "heading": err.heading,
        "method": err.method,
        "kind": kind,
        "attempts": attempts,
        "last_url": last_url,
    }
    message = _what(err, action, attempts)
    if err.status in (401, 403) and (login_helps or err.login_form):
        return AuthenticationFailed(
            message,
            field="role",
            causes=[f"The site wants a signed-in session this role does not have (HTTP {err.status})"],
            details={**details, "reason": f"http_{err.status}", "login_form": err.login_form},
            facts=AuthFacts(url=err.url, login_page=err.login_form or None, performed=action is not None or None),
            severity="error" if err.login_form else None,  # a sign-in form the agent can fill itself
        )
    return NavigationFailed(
        message,
        field="url",
        causes=[_cause(err.status)],
        details=details,
        facts=NavigationFacts(kind, err.url, last_url, status=err.status, method=err.method),
        retryable=err.retryable or None,
        retry_after_ms=err.wait_ms if err.retryable else None,
    )
