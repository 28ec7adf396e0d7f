"""Test-support helpers: a loopback fixture server for the HTML pages in fixtures_html/."""
