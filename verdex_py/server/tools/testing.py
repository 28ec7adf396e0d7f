"""The testing capability (`--caps testing`), under playwright-mcp's names: checks of what the page shows
(an element, a text, a list's items, a field's value) and a Playwright locator for an element.

A check that holds says what it found; one that fails is ASSERTION_FAILED with what the page shows
instead. playwright-mcp's `role` of browser_verify_element_visible (the ARIA role) is our
`element_role`: given without it, `role` is taken as the ARIA role (PW_ALIASES).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import Field

from verdex_py.errors import AssertionFailed, ModalDialogOpen
from verdex_py.server.tooling import REF_LOOKUP_ERRORS, ROLE_LIKE_ERRORS, ElementArgs, RoleArgs, ToolContext, ToolDef

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Verified

CAP = "testing"


class ElementVisibleArgs(RoleArgs):
    PW_ALIASES: ClassVar[dict[str, str]] = {"role": "element_role"}
    element_role: str = Field(description='ARIA role as the snapshot shows it, e.g. button in `- button "Save"`.')
    accessible_name: str = Field(description="Accessible name, e.g. Save.")


class TextVisibleArgs(RoleArgs):
    text: str


class ListVisibleArgs(ElementArgs):
    items: list[str] = Field(min_length=1, description="Texts the list must show.")


class ValueArgs(ElementArgs):
    type: Literal["textbox", "checkbox", "radio", "combobox", "slider"]
    value: str = Field(description='Expected value; "true"/"false" for checkbox and radio.')


class LocatorArgs(ElementArgs):
    pass


def _held(ctx: ToolContext, verified: Verified, sentence: str) -> Verified:
    ctx.response.data.update(role=verified.role, url=verified.url, passed=True, matches=verified.matches)
    ctx.response.say(sentence)
    return verified


async def element_visible(ctx: ToolContext, args: ElementVisibleArgs) -> Verified:
    verified = await ctx.browser.verify_element(ctx.call, args.element_role, args.accessible_name)
    return _held(ctx, verified, f"✓ {verified.found} is visible.")


async def text_visible(ctx: ToolContext, args: TextVisibleArgs) -> Verified:
    verified = await ctx.browser.verify_text(ctx.call, args.text)
    return _held(ctx, verified, f"✓ The text {args.text!r} is visible.")


async def list_visible(ctx: ToolContext, args: ListVisibleArgs) -> Verified:
    verified = await ctx.browser.verify_list(ctx.call, args.ref, args.items)
    return _held(ctx, verified, f"✓ {verified.found} shown.")


async def value(ctx: ToolContext, args: ValueArgs) -> Verified:
    verified = await ctx.browser.verify_value(ctx.call, args.ref, args.type, args.value)
    return _held(ctx, verified, f"✓ {verified.found}.")


async def locator(ctx: ToolContext, args: LocatorArgs) -> Verified:
    made = await ctx.browser.locator_for(ctx.call, args.ref)
    ctx.response.data.update(role=made.role, url=made.url, locator=made.found, matches=made.matches)
    ctx.response.say(f"{made.found}\n(finds {made.matches} element(s) on the page now)")
    return made


def _tool(name: str, title: str, description: str, args: type[RoleArgs], handler: Any, **kw: Any) -> ToolDef:
    refs = REF_LOOKUP_ERRORS if "ref" in args.model_fields else (ModalDialogOpen,)
    return ToolDef(
        name=name,
        title=title,
        description=description,
        args=args,
        handler=handler,
        errors=(*kw.pop("errors", (AssertionFailed,)), *refs, *ROLE_LIKE_ERRORS),
        read_only=True,
        idempotent=True,
        capability=CAP,
        success_keys=kw.pop("success_keys", ("role", "passed")),
        **kw,
    )


TOOLS = (
    _tool(
        "browser_verify_element_visible",
        "Verify element visible",
        "Check that an element with this role and accessible name is visible.",
        ElementVisibleArgs,
        element_visible,
    ),
    _tool(
        "browser_verify_text_visible",
        "Verify text visible",
        "Check that a text is visible.",
        TextVisibleArgs,
        text_visible,
    ),
    _tool(
        "browser_verify_list_visible",
        "Verify list visible",
        "Check that a list (by ref) shows these items.",
        ListVisibleArgs,
        list_visible,
    ),
    _tool("browser_verify_value", "Verify value", "Check a field's value or checked state (by ref).", ValueArgs, value),
    _tool(
        "browser_generate_locator",
        "Generate locator",
        "Python Playwright locator for an element (by ref), checked against the page.",
        LocatorArgs,
        locator,
        errors=(),
        success_keys=("role", "locator"),
    ),
)
