"""The realistic shop page (~1,350 accessibility nodes) of the task benchmark: `shop_html()`, or `write_shop(folder)`.

It has what makes real pages long for an agent: a mega-menu of long link lists, a grid of
similar product cards each with an "Add to cart" button, filter checkboxes, a footer of link
lists, and a checkout form. "Place order" shows its confirmation (role status) only when the
cart holds something and every field is filled, a country chosen and the terms accepted;
otherwise an alert names what is missing. Deterministic: the same text every time.
`python -m bench.shop DIR` writes DIR/shop.html to serve it by hand.
"""

from __future__ import annotations

import sys
from html import escape
from pathlib import Path

SHOP_FILE = "shop.html"
CATEGORIES = ("Women", "Men", "Kids", "Home", "Outdoor", "Electronics", "Sale")
COLUMNS = ("New in", "Clothing", "Shoes", "Accessories")
ITEMS = (
    "Jackets", "Shirts", "Trousers", "Knitwear", "Dresses", "Sneakers", "Boots", "Sandals",
    "Bags", "Hats", "Scarves", "Watches", "Gloves", "Socks", "Belts", "Wallets",
)  # fmt: skip
ADJECTIVES = ("Alpine", "Harbor", "Summit", "Meadow", "Canyon", "Coastal", "Urban", "Forest", "Glacier")
NOUNS = ("Trail Jacket", "Runner Shoe", "Day Pack", "Wool Beanie")
FILTERS = {
    "Size": ("XS", "S", "M", "L", "XL", "XXL"),
    "Colour": ("Black", "White", "Blue", "Green", "Red", "Grey", "Brown", "Yellow"),
    "Brand": ("Northwind", "Fjell", "Kestrel", "Tamarack", "Oriel", "Bramble"),
    "Price": ("Under $25", "$25 to $50", "$50 to $100", "$100 to $200", "Over $200"),
    "Rating": ("4 stars and up", "3 stars and up", "2 stars and up"),
}
FOOTER = {
    "Help": ("Contact us", "Delivery", "Returns", "Order tracking", "Size guide", "FAQ", "Gift cards"),
    "Company": ("About us", "Careers", "Press", "Sustainability", "Investors", "Affiliates", "Stores"),
    "Shop": ("New arrivals", "Best sellers", "Outlet", "Gift ideas", "Student discount", "Refer a friend"),
    "Legal": ("Terms of sale", "Privacy policy", "Cookie settings", "Accessibility", "Imprint", "Modern slavery"),
    "Follow us": ("Newsletter", "Blog", "Instagram", "Mastodon", "YouTube", "Podcast"),
    "Stores": ("Oslo", "Bergen", "Stockholm", "Copenhagen", "Helsinki", "Reykjavik", "Tallinn", "Riga"),
}
COUNTRIES = (
    "Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "Czechia", "Denmark",
    "Estonia", "Finland", "France", "Germany", "Greece", "Hungary", "Iceland", "India", "Ireland", "Italy",
    "Japan", "Kenya", "Latvia", "Lithuania", "Mexico", "Netherlands", "New Zealand", "Norway", "Poland",
    "Portugal", "Slovenia", "Spain", "Sweden", "Switzerland", "United Kingdom", "United States",
)  # fmt: skip


def products() -> list[tuple[str, float]]:
    """(name, price) of every card in the grid, in page order: 36 similar cards."""
    return [(f"{a} {n}", 19.0 + (i * 7) % 180) for i, (a, n) in enumerate((a, n) for a in ADJECTIVES for n in NOUNS)]


def _mega_menu() -> str:
    out = []
    for c, category in enumerate(CATEGORIES):
        columns = []
        for k, column in enumerate(COLUMNS):
            links = "".join(
                f'<li><a href="/c/{category.lower()}/{item.lower()}">{item}</a></li>'
                for item in (ITEMS * 2)[(c + k) % 8 * 2 :][:12]
            )
            columns.append(f"<div><h4>{column}</h4><ul>{links}</ul></div>")
        out.append(
            f'<li><button aria-expanded="true">{category}</button>'
            f'<div class="panel">{"".join(columns)}<a href="/c/{category.lower()}">All {category}</a></div></li>'
        )
    return f'<nav aria-label="Main menu"><ul>{"".join(out)}</ul></nav>'


def _filters() -> str:
    groups = []
    for group, values in FILTERS.items():
        boxes = "".join(f"<li><label><input type=checkbox> {escape(v)}</label></li>" for v in values)
        groups.append(f"<fieldset><legend>{group}</legend><ul>{boxes}</ul></fieldset>")
    return f'<aside aria-label="Filters"><h2>Filter</h2>{"".join(groups)}<button>Clear filters</button></aside>'


def _grid() -> str:
    cards = []
    for i, (name, price) in enumerate(products()):
        rating = 3.0 + (i * 3) % 20 / 10
        cards.append(
            f'<li><article><a href="/p/{i}"><img alt="{name}" width=80 height=80 src="data:image/gif;base64,'
            f'R0lGODlhAQABAAAAACw="></a><h3>{name}</h3><p>${price:.2f}</p><p>Rated {rating:.1f} of 5 '
            f'({40 + i * 13 % 300} reviews)</p><button type=button data-name="{name}" data-price="{price}" '
            f'class="add">Add to cart</button><button type=button aria-label="Save {name} to wishlist">'
            "&#9825;</button></article></li>"
        )
    return (
        '<section aria-label="Products"><h2>Outdoor essentials</h2><p>36 products</p>'
        f'<ul class="grid">{"".join(cards)}</ul><nav aria-label="Pages"><a href="?page=1">1</a> '
        '<a href="?page=2">2</a> <a href="?page=3">3</a> <a href="?page=2">Next page</a></nav></section>'
    )


def _checkout() -> str:
    options = "".join(f"<option>{escape(c)}</option>" for c in COUNTRIES)
    return f"""<section aria-label="Checkout"><h2>Checkout</h2>
<form id="checkout" onsubmit="return placeOrder(event)">
<label>Full name <input name="name" autocomplete="off"></label>
<label>Email <input name="email" type="email" autocomplete="off"></label>
<label>Street address <input name="address" autocomplete="off"></label>
<label>City <input name="city" autocomplete="off"></label>
<label>Country <select name="country"><option value="">Choose a country</option>{options}</select></label>
<label><input type="checkbox" name="terms"> I accept the terms of sale</label>
<button type="submit">Place order</button>
</form><div id="problem" role="alert"></div><div id="confirmation" role="status"></div></section>"""


def _footer() -> str:
    columns = []
    for title, links in FOOTER.items():
        items = "".join(f'<li><a href="/{t.lower().replace(" ", "-")}">{t}</a></li>' for t in links)
        columns.append(f"<div><h3>{title}</h3><ul>{items}</ul></div>")
    return f"<footer>{''.join(columns)}<p>&copy; 2026 Northwind Outfitters. All rights reserved.</p></footer>"


SCRIPT = """
const cart = [];
document.querySelectorAll('button.add').forEach(b => b.addEventListener('click', () => {
  cart.push({name: b.dataset.name, price: Number(b.dataset.price)});
  document.getElementById('cart').textContent = 'Cart (' + cart.length + ')';
  document.getElementById('added').textContent = 'Added ' + b.dataset.name + ' to your cart';
}));
function placeOrder(event) {
  event.preventDefault();
  const f = document.getElementById('checkout').elements;
  const missing = [];
  if (!cart.length) missing.push('cart is empty');
  for (const [k, label] of [['name', 'Full name'], ['email', 'Email'], ['address', 'Street address'],
                            ['city', 'City'], ['country', 'Country']]) if (!f[k].value.trim()) missing.push(label);
  if (!f.terms.checked) missing.push('terms not accepted');
  const problem = document.getElementById('problem'), done = document.getElementById('confirmation');
  if (missing.length) {
    problem.textContent = 'Cannot place order: ' + missing.join(', ');
    done.textContent = '';
    return false;
  }
  const total = cart.reduce((s, p) => s + p.price, 0);
  problem.textContent = '';
  done.textContent = 'Order placed: ' + cart.length + ' items, $' + total.toFixed(2) + ', for ' + f.name.value +
    ' <' + f.email.value + '>, ' + f.address.value + ', ' + f.city.value + ', ' + f.country.value;
  return false;
}
"""


def shop_html() -> str:
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Northwind Outfitters</title>
<style>.grid{{display:grid;grid-template-columns:repeat(4,1fr)}} .panel{{display:flex;gap:1em}}</style></head><body>
<header><a href="/">Northwind Outfitters</a>
<form role="search" onsubmit="return false">
<input type="search" aria-label="Search products"><button>Search</button></form>
<a href="/account">Account</a> <a href="/wishlist">Wishlist</a> <a href="/cart" id="cart">Cart (0)</a>
<p id="added" role="status"></p></header>
{_mega_menu()}
<main><h1>Outdoor</h1>
<nav aria-label="Breadcrumb"><a href="/">Home</a> / <a href="/c/outdoor">Outdoor</a></nav>
<div class="layout">{_filters()}{_grid()}</div>
{_checkout()}</main>
{_footer()}
<script>{SCRIPT}</script></body></html>"""


def write_shop(folder: Path) -> Path:
    path = folder / SHOP_FILE
    path.write_text(shop_html(), encoding="utf-8")
    return path


if __name__ == "__main__":
    print(write_shop(Path(sys.argv[1])), file=sys.stderr)
