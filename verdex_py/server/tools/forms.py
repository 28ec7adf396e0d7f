"""Forms: browser_select_option, browser_fill_form."""

from __future__ import annotations

import difflib
from typing import Any, Literal

from playwright.async_api import Locator
from pydantic import BaseModel, ConfigDict, Field

from verdex_py.browser import scripts
from verdex_py.browser.tab import Tab
from verdex_py.errors import CorrectionFacts, InvalidArgument, VerdexError
from verdex_py.errors.translate import ActionContext, map_playwright_errors
from verdex_py.server.element_action import act_on_element, perform, usable_target
from verdex_py.server.tooling import ACTION_ERRORS, ROLE_LIKE_ERRORS, ElementArgs, RoleArgs, ToolContext, ToolDef

FORM_ERRORS = (*ACTION_ERRORS, *ROLE_LIKE_ERRORS)


class SelectOptionArgs(ElementArgs):
    ref: str = Field(description="Ref of the <select> (combobox / listbox) from the latest snapshot.")
    values: list[str] = Field(min_length=1, description="Option values or visible labels to select.")


class FormField(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ref: str = Field(description="Ref of the field.")
    name: str | None = Field(default=None, description="Human-readable field name, for the report.")
    type: Literal["textbox", "checkbox", "radio", "combobox", "slider"] = Field(description="Kind of field.")
    value: str = Field(description='Text, "true"/"false" for checkbox and radio, option value or label for combobox.')


class FillFormArgs(RoleArgs):
    fields: list[FormField] = Field(min_length=1, description="Fields to fill, in order.")


async def _choose(locator: Locator, wanted: list[str], timeout: float, retry: dict[str, Any] | None) -> list[str]:
    """Match values or labels against the real options; a miss lists the options to pick from."""
    options = await locator.evaluate(scripts.OPTIONS)
    if options is None:
        raise InvalidArgument("The element is not a <select>; use browser_click on custom dropdowns.", field="ref")
    chosen = []
    for value in wanted:
        match = next((o for o in options if value in (o["value"], o["label"])), None) or next(
            (o for o in options if value.lower() in (o["value"].lower(), o["label"].lower())), None
        )
        if match is None:
            labels = [o["label"] for o in options]
            close = difflib.get_close_matches(value, labels, n=1, cutoff=0.4)
            raise InvalidArgument(
                f"No option '{value}' in this select; options are: {', '.join(labels[:10])}.",
                field="values",
                allowed_values=labels,
                suggested_value=close[0] if close else None,
                details={"value": value, "options": options},
                facts=CorrectionFacts({**retry, "values": [close[0]]} if retry and close else None),
            )
        chosen.append(match["value"])
    await locator.select_option(value=chosen, timeout=timeout)
    return chosen


async def select_option(ctx: ToolContext, args: SelectOptionArgs) -> None:
    async def operation(locator: Locator, timeout: float) -> None:
        await _choose(locator, args.values, timeout, ctx.retry_arguments())

    await act_on_element(
        ctx,
        args.ref,
        "select_option",
        operation,
        lambda e: f"Selected {', '.join(args.values)} in {args.ref} ({e.label()})",
    )


async def _fill_one(ctx: ToolContext, tab: Tab, field: FormField) -> None:
    editable = field.type == "textbox"
    target, actx, timeout = await usable_target(ctx, tab, field.ref, "fill_form", needs_editable=editable)
    locator = target.locator
    with map_playwright_errors(actx):
        if field.type == "textbox":
            await locator.fill(field.value, timeout=timeout)
        elif field.type in ("checkbox", "radio"):
            await locator.set_checked(field.value.lower() in ("true", "1", "yes", "on"), timeout=timeout)
        elif field.type == "combobox":
            await _choose(locator, [field.value], timeout, None)
        else:
            await locator.fill(field.value, timeout=timeout)


def _correct_in_place(ctx: ToolContext, exc: VerdexError, index: int) -> None:
    """A field's ref corrected ("3" -> "e3") is corrected inside `fields`: the corrected call is a
    browser_fill_form call, not a top-level `ref` this tool does not take."""
    corrected = exc.facts.corrected_arguments if isinstance(exc.facts, CorrectionFacts) else None
    call = ctx.retry_arguments()
    if corrected and "ref" in corrected and isinstance(call.get("fields"), list):
        fields = [dict(f) for f in call["fields"]]
        fields[index]["ref"] = corrected["ref"]
        exc.facts = CorrectionFacts({**call, "fields": fields})


async def fill_form(ctx: ToolContext, args: FillFormArgs) -> None:
    tab = await ctx.tab()
    filled: list[dict[str, Any]] = []

    async def operation() -> None:
        for index, field in enumerate(args.fields):
            try:
                await _fill_one(ctx, tab, field)
            except VerdexError as exc:
                label = field.name or field.ref
                done = ", ".join(f["name"] or f["ref"] for f in filled) or "none"
                exc.message = (
                    f"Field {index + 1} of {len(args.fields)} ({label}) failed ({exc.message.rstrip('.')}); "
                    f"already filled: {done}."
                )
                exc.details.update(failed_field={"index": index, **field.model_dump()}, filled=filled)
                if exc.field == "type":  # the field's declared type does not fit its element
                    exc.field = f"fields.{index}.type"
                _correct_in_place(ctx, exc, index)
                raise
            filled.append({"ref": field.ref, "name": field.name, "type": field.type})

    actx = ActionContext("fill_form", timeout_ms=ctx.settings.timeout_action_ms)
    await perform(ctx, tab, f"Filled {len(args.fields)} fields", operation(), actx)
    ctx.response.data.update(action="fill_form", filled=filled)


TOOLS = (
    ToolDef(
        name="browser_select_option",
        title="Select option",
        description="Select one or more options (by value or visible label) in a <select> by its ref.",
        args=SelectOptionArgs,
        handler=select_option,
        errors=FORM_ERRORS,
        destructive=True,
        success_keys=("role", "url", "action"),
    ),
    ToolDef(
        name="browser_fill_form",
        title="Fill form",
        description=(
            "Fill several fields in one call (textbox, checkbox, radio, combobox, slider). On failure the error "
            "names the field that failed and those already filled."
        ),
        args=FillFormArgs,
        handler=fill_form,
        errors=FORM_ERRORS,
        destructive=True,
        success_keys=("role", "url", "action"),
    ),
)
