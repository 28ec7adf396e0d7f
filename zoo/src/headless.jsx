import { useState } from "react";
import {
  Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Dialog, DialogPanel, DialogTitle, Disclosure,
  DisclosureButton, DisclosurePanel, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions, Menu,
  MenuButton, MenuItem, MenuItems, Tab, TabGroup, TabList, TabPanel, TabPanels,
} from "@headlessui/react";
import { Row, ZooForm, mount } from "./form.jsx";

const PEOPLE = ["Wade Cooper", "Arlene Mccoy", "Devon Webb", "Tom Cook", "Tanya Fox"];
const box = { background: "#fff", border: "1px solid #888", padding: 4, listStyle: "none" };

function App() {
  const [assignee, setAssignee] = useState(PEOPLE[0]);
  const [reviewers, setReviewers] = useState([]);
  const [person, setPerson] = useState(null);
  const [query, setQuery] = useState("");
  const [action, setAction] = useState("");
  const [tab, setTab] = useState(0);
  const [faq, setFaq] = useState("closed");
  const [dialog, setDialog] = useState(false);
  const [deactivated, setDeactivated] = useState("no");
  const filtered = PEOPLE.filter((p) => p.toLowerCase().includes(query.toLowerCase()));
  const values = { assignee, reviewers, person: person ?? "", action, tab: ["recent", "popular", "trending"][tab], faq, deactivated };
  return (
    <ZooForm title="Pull request (Headless UI)" values={values}>
      <Row>
        <Field>
          <Label>Assignee</Label>{" "}
          <Listbox value={assignee} onChange={setAssignee}>
            <ListboxButton>{assignee}</ListboxButton>
            <ListboxOptions anchor="bottom start" style={box}>
              {PEOPLE.map((p) => <ListboxOption key={p} value={p}>{p}</ListboxOption>)}
            </ListboxOptions>
          </Listbox>
        </Field>
      </Row>
      <Row>
        <Field>
          <Label>Reviewers</Label>{" "}
          <Listbox value={reviewers} onChange={setReviewers} multiple>
            <ListboxButton>{reviewers.length ? reviewers.join(", ") : "Pick reviewers"}</ListboxButton>
            <ListboxOptions anchor="bottom start" style={box}>
              {PEOPLE.map((p) => <ListboxOption key={p} value={p}>{p}</ListboxOption>)}
            </ListboxOptions>
          </Listbox>
        </Field>
      </Row>
      <Row>
        <Field>
          <Label>Owner</Label>{" "}
          <Combobox value={person} onChange={setPerson} onClose={() => setQuery("")}>
            <ComboboxInput displayValue={(p) => p ?? ""} onChange={(e) => setQuery(e.target.value)} />
            <ComboboxOptions anchor="bottom start" style={box}>
              {filtered.map((p) => <ComboboxOption key={p} value={p}>{p}</ComboboxOption>)}
            </ComboboxOptions>
          </Combobox>
        </Field>
      </Row>
      <Row>
        <Menu>
          <MenuButton type="button">More</MenuButton>
          <MenuItems anchor="bottom start" style={box}>
            <MenuItem><button type="button" onClick={() => setAction("edit")}>Edit</button></MenuItem>
            <MenuItem><button type="button" onClick={() => setAction("close")}>Close pull request</button></MenuItem>
            <MenuItem><button type="button" onClick={() => setAction("lock")}>Lock conversation</button></MenuItem>
          </MenuItems>
        </Menu>
      </Row>
      <Row>
        <TabGroup selectedIndex={tab} onChange={setTab}>
          <TabList>
            <Tab type="button">Recent</Tab>
            <Tab type="button">Popular</Tab>
            <Tab type="button">Trending</Tab>
          </TabList>
          <TabPanels>
            <TabPanel>Recent posts</TabPanel>
            <TabPanel>Popular posts</TabPanel>
            <TabPanel>Trending posts</TabPanel>
          </TabPanels>
        </TabGroup>
      </Row>
      <Row>
        <Disclosure>
          {({ open }) => {
            if ((open ? "open" : "closed") !== faq) queueMicrotask(() => setFaq(open ? "open" : "closed"));
            return (
              <>
                <DisclosureButton type="button">What is your refund policy?</DisclosureButton>
                <DisclosurePanel>Refunds within 30 days.</DisclosurePanel>
              </>
            );
          }}
        </Disclosure>
      </Row>
      <Row>
        <button type="button" onClick={() => setDialog(true)}>Deactivate</button>
        <Dialog open={dialog} onClose={() => setDialog(false)} style={{ position: "relative", zIndex: 50 }}>
          <div style={{ position: "fixed", inset: 0, display: "flex", alignItems: "center", justifyContent: "center" }}>
            <DialogPanel style={box}>
              <DialogTitle>Deactivate account</DialogTitle>
              <p>This will permanently deactivate your account.</p>
              <button type="button" onClick={() => setDialog(false)}>Cancel</button>{" "}
              <button type="button" onClick={() => { setDeactivated("yes"); setDialog(false); }}>Deactivate account</button>
            </DialogPanel>
          </div>
        </Dialog>
      </Row>
    </ZooForm>
  );
}

mount(App);
