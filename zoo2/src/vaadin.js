// Vaadin web components (shadow DOM; overlays attached to the body; the combo-box list renders only
// the rows in view). The page (vaadin.html) sets items and reads each component's own value.
import "@vaadin/combo-box";
import "@vaadin/date-picker";
import "@vaadin/menu-bar";
import "@vaadin/multi-select-combo-box";
import "@vaadin/select";

const $ = (id) => document.getElementById(id);
$("plan").items = [
  { label: "Starter — 5 seats", value: "st" }, { label: "Team — 25 seats", value: "tm" },
  { label: "Business — 100 seats", value: "bz" }, { label: "Enterprise — unlimited", value: "en" },
];
$("plan").value = "st";
$("customer").items = Array.from({ length: 800 }, (_, i) => `Customer ${String(i + 1).padStart(4, "0")}`);
$("skills").items = ["Accounting", "Design", "Legal", "Marketing", "Sales", "Support"];
$("skills").selectedItems = ["Design"];
let action = "";
const menu = $("menu");
menu.items = [
  { text: "File", children: [{ text: "New", value: "new" }, { text: "Export", children: [{ text: "PDF", value: "export-pdf" }, { text: "CSV", value: "export-csv" }] }] },
  { text: "Help", children: [{ text: "About", value: "about" }] },
];
menu.addEventListener("item-selected", (e) => { if (e.detail.value.value) action = e.detail.value.value; });
$("form").addEventListener("submit", (e) => {
  e.preventDefault();
  $("result").textContent = [
    `plan=${$("plan").value}`, `customer=${$("customer").value}`, `start=${$("start").value}`,
    `skills=${[...$("skills").selectedItems].sort().join(",")}`, `action=${action}`,
  ].join("; ");
});
