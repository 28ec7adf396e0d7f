from tests.helpers import ref_of, text_of


async def test_navigate_snapshot_click_type(make_client, fixtures):
    async with make_client() as client:
        await _flow(client, fixtures)


async def _flow(client, fixtures):
    r = await client.call_tool("browser_navigate", {"url": fixtures.url("form.html")})
    assert not r.is_error, text_of(r)
    assert r.structured_content["title"] == "Sign up form"
    name = ref_of(text_of(r), "textbox", "Full name")
    submit = ref_of(text_of(r), "button", "Submit")
    r = await client.call_tool("browser_type", {"ref": name, "text": "Ada"})
    assert not r.is_error, text_of(r)
    r = await client.call_tool("browser_click", {"ref": submit})
    assert not r.is_error, text_of(r)
    assert "Submitted: Ada" in text_of(r)
