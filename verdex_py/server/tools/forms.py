"""Forms: browser_select_option, browser_fill_form."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from verdex_py.server import deferred
from verdex_py.server.tooling import ACTION_ERRORS, ROLE_LIKE_ERRORS, ElementArgs, RoleArgs, ToolContext, ToolDef
from verdex_py.server.tools.input import act_and_say

if TYPE_CHECKING:
    from verdex_py.browser.calls.answers import Acted

FORM_ERRORS = (*ACTION_ERRORS, *ROLE_LIKE_ERRORS)


class SelectOptionArgs(ElementArgs):
    ref: str = Field(description="Ref of the widget from the latest snapshot.")
    values: list[str] = Field(min_length=1, description="Option values or visible labels; on/off for a switch.")


class FormField(BaseModel):
    model_config = ConfigDict(extra="forbid")
    ref: str = Field(description="Ref of the field.")
    name: str | None = Field(default=None, description="Human-readable field name, for the report.")
    type: Literal["textbox", "checkbox", "radio", "combobox", "slider"] = Field(description="Kind of field.")
    value: str = Field(description='Text, "true"/"false" for checkbox and radio, option value or label for combobox.')


class FillFormArgs(RoleArgs):
    fields: list[FormField] = Field(min_length=1, description="Fields to fill, in order.")


async def select_option(ctx: ToolContext, args: SelectOptionArgs) -> Acted:
    return await act_and_say(
        ctx,
        args.ref,
        deferred.operations.SelectOptions(tuple(args.values)),
        lambda label, _: f"Selected {', '.join(args.values)} in {args.ref} ({label})",
    )


async def fill_form(ctx: ToolContext, args: FillFormArgs) -> Acted:
    fields = [deferred.operations.FormField(f.ref, f.name, f.type, f.value) for f in args.fields]
    acted = await ctx.browser.fill_form(ctx.call, fields)
    ctx.response.say(f"Filled {len(args.fields)} fields")
    for note in acted.notes:  # never "Filled" alone when a field holds something else
        ctx.response.say(note.sentence())
    ctx.response.data.update(action="fill_form", filled=acted.filled)
    return acted


TOOLS = (
    ToolDef(
        name="browser_select_option",
        title="Select option",
        description="Choose options by value or label: select, combobox, listbox, menu button, radio group, switch.",
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
