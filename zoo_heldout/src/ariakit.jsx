// Ariakit: unstyled components with the library's ARIA; the page gives them just enough style
// to be seen and clicked.
import { useState } from "react";
import * as Ariakit from "@ariakit/react";
import { Row, ZooForm, mount } from "./form.jsx";

const box = { background: "#fff", border: "1px solid #888", padding: 6, borderRadius: 4, display: "flex", flexDirection: "column" };
const FOODS = ["Apple", "Bacon", "Banana", "Broccoli", "Burger", "Cake", "Candy", "Carrot", "Cherry", "Chocolate"];

function App() {
  const [colour, setColour] = useState("Blue");
  const [toppings, setToppings] = useState([]);
  const [food, setFood] = useState("");
  const [search, setSearch] = useState("");
  const [action, setAction] = useState("");
  const [tab, setTab] = useState("posts");
  const [notes, setNotes] = useState("closed");
  const [dialog, setDialog] = useState(false);
  const [published, setPublished] = useState("no");
  const values = { colour, toppings, food, action, tab, notes, published };
  const act = (name) => () => setAction(name);
  const matches = FOODS.filter((f) => f.toLowerCase().includes(search.toLowerCase()));
  return (
    <ZooForm title="Post settings (Ariakit)" values={values}>
      <Row>
        <Ariakit.SelectProvider value={colour} setValue={setColour}>
          <Ariakit.SelectLabel>Theme colour</Ariakit.SelectLabel>
          <Ariakit.Select />
          <Ariakit.SelectPopover gutter={4} style={box}>
            {["Red", "Green", "Blue", "Purple"].map((c) => <Ariakit.SelectItem key={c} value={c} />)}
          </Ariakit.SelectPopover>
        </Ariakit.SelectProvider>
      </Row>
      <Row>
        <Ariakit.SelectProvider value={toppings} setValue={setToppings}>
          <Ariakit.SelectLabel>Tags</Ariakit.SelectLabel>
          <Ariakit.Select>{toppings.length ? toppings.join(", ") : "No tags"}</Ariakit.Select>
          <Ariakit.SelectPopover gutter={4} style={box}>
            {["News", "Opinion", "Sport", "Travel"].map((c) => <Ariakit.SelectItem key={c} value={c}><Ariakit.SelectItemCheck />{c}</Ariakit.SelectItem>)}
          </Ariakit.SelectPopover>
        </Ariakit.SelectProvider>
      </Row>
      <Row>
        <Ariakit.ComboboxProvider value={search} setValue={setSearch} selectedValue={food} setSelectedValue={setFood}>
          <Ariakit.ComboboxLabel>Favourite food</Ariakit.ComboboxLabel>{" "}
          <Ariakit.Combobox placeholder="e.g., Apple" />
          <Ariakit.ComboboxPopover gutter={4} sameWidth style={box}>
            {matches.map((f) => <Ariakit.ComboboxItem key={f} value={f} />)}
          </Ariakit.ComboboxPopover>
        </Ariakit.ComboboxProvider>
      </Row>
      <Row>
        {/* Opens on hover (and on click); the nested menu opens on hover too. */}
        <Ariakit.MenuProvider>
          <Ariakit.MenuButton showOnHover>More actions</Ariakit.MenuButton>
          <Ariakit.Menu gutter={4} style={box}>
            <Ariakit.MenuItem onClick={act("pin")}>Pin</Ariakit.MenuItem>
            <Ariakit.MenuItem onClick={act("duplicate")}>Duplicate</Ariakit.MenuItem>
            <Ariakit.MenuProvider>
              <Ariakit.MenuItem render={<Ariakit.MenuButton />}>Move to ▸</Ariakit.MenuItem>
              <Ariakit.Menu gutter={8} shift={-9} style={box}>
                <Ariakit.MenuItem onClick={act("move-drafts")}>Drafts</Ariakit.MenuItem>
                <Ariakit.MenuItem onClick={act("move-archive")}>Archive</Ariakit.MenuItem>
              </Ariakit.Menu>
            </Ariakit.MenuProvider>
          </Ariakit.Menu>
        </Ariakit.MenuProvider>{" "}
        <Ariakit.TooltipProvider>
          <Ariakit.TooltipAnchor render={<button type="button" />}>Preview</Ariakit.TooltipAnchor>
          <Ariakit.Tooltip style={{ background: "#333", color: "#fff", padding: 4 }}>Opens the post as readers see it</Ariakit.Tooltip>
        </Ariakit.TooltipProvider>{" "}
        <button type="button" onClick={() => setDialog(true)}>Publish</button>
        <Ariakit.Dialog open={dialog} onClose={() => setDialog(false)} style={{ position: "fixed", top: 80, left: 80, ...box }}>
          <Ariakit.DialogHeading>Publish this post?</Ariakit.DialogHeading>
          <Ariakit.DialogDismiss>Not yet</Ariakit.DialogDismiss>
          <button type="button" onClick={() => { setPublished("yes"); setDialog(false); }}>Publish now</button>
        </Ariakit.Dialog>
      </Row>
      <Row>
        <Ariakit.DisclosureProvider setOpen={(open) => setNotes(open ? "open" : "closed")}>
          <Ariakit.Disclosure>Editor notes</Ariakit.Disclosure>
          <Ariakit.DisclosureContent>Check the headline.</Ariakit.DisclosureContent>
        </Ariakit.DisclosureProvider>
      </Row>
      <Ariakit.TabProvider selectedId={tab} setSelectedId={setTab}>
        <Ariakit.TabList aria-label="Post" style={{ display: "flex", gap: 12 }}>
          <Ariakit.Tab id="posts">Posts</Ariakit.Tab><Ariakit.Tab id="comments">Comments</Ariakit.Tab><Ariakit.Tab id="stats">Stats</Ariakit.Tab>
        </Ariakit.TabList>
        <Ariakit.TabPanel tabId="posts">Latest posts.</Ariakit.TabPanel>
        <Ariakit.TabPanel tabId="comments">Latest comments.</Ariakit.TabPanel>
        <Ariakit.TabPanel tabId="stats">Readers this week.</Ariakit.TabPanel>
      </Ariakit.TabProvider>
    </ZooForm>
  );
}

mount(App);
