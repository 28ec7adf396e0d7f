from verdex_py.refs import ref_of


def test_with_pytest_playwright(page, verdex_site):
    page.goto(verdex_site.url("checkout.html"))
    page.get_by_role("button", name="Pay now").click()
    assert page.get_by_role("button", name="Paid").is_visible()


def test_agent_flow_sync(verdex_site, verdex_sync_client):
    with verdex_sync_client() as client:
        page = client.call_tool("browser_navigate", {"url": verdex_site.url("checkout.html")})
        assert not page.is_error, page.content[0].text
        pay = ref_of(page.content[0].text, "button", "Pay now")
        done = client.call_tool("browser_click", {"ref": pay})
        assert 'button "Paid"' in done.content[0].text


async def test_agent_flow_async(verdex_site, verdex_client):
    async with verdex_client() as client:
        page = await client.call_tool("browser_navigate", {"url": verdex_site.url("checkout.html")})
        assert not page.is_error, page.content[0].text
        pay = ref_of(page.content[0].text, "button", "Pay now")
        done = await client.call_tool("browser_click", {"ref": pay})
        assert 'button "Paid"' in done.content[0].text
