// React Aria Components (Adobe): unstyled components with the library's ARIA; the page gives
// them just enough style to be seen and clicked.
import { useEffect, useState } from "react";
import {
  Button, Calendar, CalendarCell, CalendarGrid, ComboBox, DateInput, DatePicker, DateSegment, Dialog,
  DialogTrigger, Group, Heading, Input, Label, ListBox, ListBoxItem, Menu, MenuItem, MenuTrigger, Modal,
  NumberField, Popover, Select, SelectValue, Slider, SliderOutput, SliderThumb, SliderTrack, SubmenuTrigger,
  Tab, TabList, TabPanel, Tabs, TimeField, Tooltip, TooltipTrigger,
} from "react-aria-components";
import { Row, ZooForm, mount } from "./form.jsx";

const box = { background: "#fff", border: "1px solid #888", padding: 6, borderRadius: 4 };
const item = ({ isFocused, isSelected }) => ({ padding: "2px 6px", background: isFocused ? "#def" : isSelected ? "#eee" : "" });
const segments = { display: "inline-flex", border: "1px solid #888", padding: "2px 4px", gap: 1 };
const AIRPORTS = ["Lisbon Portela", "Porto", "Faro", "Madrid Barajas", "Barcelona El Prat", "Paris Orly", "London Heathrow"];

function Options({ items }) {
  return (
    <Popover style={box}>
      <ListBox style={{ outline: "none" }}>
        {items.map(([id, text]) => (
          <ListBoxItem key={id} id={id} textValue={text} style={item}>{text}</ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  );
}

function App() {
  const [plan, setPlan] = useState("basic");
  const [fruit, setFruit] = useState(null);
  const [airport, setAirport] = useState(null);
  const [airportText, setAirportText] = useState("");
  const [found, setFound] = useState([]);
  const [date, setDate] = useState(null);
  const [alarm, setAlarm] = useState(null);
  const [action, setAction] = useState("");
  const [size, setSize] = useState(14);
  const [tickets, setTickets] = useState(1);
  const [tab, setTab] = useState("summary");
  const [deleted, setDeleted] = useState("no");
  // The airport's options come from a "server" 300 ms after the typing.
  useEffect(() => {
    const t = setTimeout(() => setFound(airportText ? AIRPORTS.filter((a) => a.toLowerCase().includes(airportText.toLowerCase())) : []), 300);
    return () => clearTimeout(t);
  }, [airportText]);
  const values = {
    plan, fruit, airport, date: date ? date.toString() : "", alarm: alarm ? alarm.toString().slice(0, 5) : "",
    action, size, tickets: Number.isNaN(tickets) ? "" : tickets, tab, deleted,
  };
  return (
    <ZooForm title="Travel desk (React Aria)" values={values}>
      <Row>
        <Select selectedKey={plan} onSelectionChange={setPlan}>
          <Label>Plan</Label>{" "}
          <Button><SelectValue /> ▾</Button>
          <Options items={[["basic", "Basic"], ["plus", "Plus"], ["business", "Business"], ["first", "First class"]]} />
        </Select>
      </Row>
      <Row>
        <ComboBox selectedKey={fruit} onSelectionChange={setFruit}>
          <Label>Snack</Label>{" "}
          <Input /><Button>▾</Button>
          <Options items={[["apple", "Apple"], ["banana", "Banana"], ["cherry", "Cherry"], ["mango", "Mango"], ["pear", "Pear"]]} />
        </ComboBox>
      </Row>
      <Row>
        <ComboBox selectedKey={airport} onSelectionChange={setAirport} inputValue={airportText} onInputChange={setAirportText} items={found.map((a) => ({ id: a, name: a }))} menuTrigger="input" allowsEmptyCollection>
          <Label>Departure airport</Label>{" "}
          <Input placeholder="Type to search" />
          <Popover style={box}>
            <ListBox style={{ outline: "none" }}>{(a) => <ListBoxItem style={item}>{a.name}</ListBoxItem>}</ListBox>
          </Popover>
        </ComboBox>
      </Row>
      <Row>
        <DatePicker value={date} onChange={setDate}>
          <Label>Travel date</Label>{" "}
          <Group style={{ display: "inline-flex", gap: 4 }}>
            <DateInput style={segments}>{(segment) => <DateSegment segment={segment} />}</DateInput>
            <Button>📅</Button>
          </Group>
          <Popover style={box}>
            <Dialog>
              <Calendar>
                <header style={{ display: "flex", gap: 8 }}>
                  <Button slot="previous">◀</Button><Heading style={{ fontSize: 16, margin: 0 }} /><Button slot="next">▶</Button>
                </header>
                <CalendarGrid>{(d) => <CalendarCell date={d} style={{ padding: 3, textAlign: "center" }} />}</CalendarGrid>
              </Calendar>
            </Dialog>
          </Popover>
        </DatePicker>
      </Row>
      <Row>
        <TimeField value={alarm} onChange={setAlarm}>
          <Label>Wake-up call</Label>{" "}
          <DateInput style={segments}>{(segment) => <DateSegment segment={segment} />}</DateInput>
        </TimeField>
      </Row>
      <Row>
        <NumberField value={tickets} onChange={setTickets} minValue={1} maxValue={9}>
          <Label>Tickets</Label>{" "}
          <Group style={{ display: "inline-flex" }}><Button slot="decrement">−</Button><Input style={{ width: 50 }} /><Button slot="increment">+</Button></Group>
        </NumberField>
      </Row>
      <Row>
        <Slider value={size} onChange={setSize} minValue={8} maxValue={32}>
          <Label>Font size</Label> <SliderOutput />
          <SliderTrack style={{ position: "relative", height: 24, width: 300, background: "linear-gradient(#aaa,#aaa) center/100% 3px no-repeat" }}>
            <SliderThumb style={{ width: 16, height: 16, top: "50%", borderRadius: 8, background: "#36c" }} />
          </SliderTrack>
        </Slider>
      </Row>
      <Row>
        <MenuTrigger>
          <Button>Edit</Button>
          <Popover style={box}>
            <Menu onAction={(key) => setAction(String(key))} style={{ outline: "none" }}>
              <MenuItem id="cut" style={item}>Cut</MenuItem>
              <MenuItem id="copy" style={item}>Copy</MenuItem>
              <SubmenuTrigger>
                <MenuItem style={item}>Share ▸</MenuItem>
                <Popover style={box}>
                  <Menu onAction={(key) => setAction(String(key))} style={{ outline: "none" }}>
                    <MenuItem id="share-email" style={item}>Email</MenuItem>
                    <MenuItem id="share-sms" style={item}>SMS</MenuItem>
                  </Menu>
                </Popover>
              </SubmenuTrigger>
            </Menu>
          </Popover>
        </MenuTrigger>{" "}
        <DialogTrigger>
          <Button>Delete booking</Button>
          <Modal style={{ position: "fixed", top: 80, left: 80, ...box }}>
            <Dialog>
              {({ close }) => (
                <>
                  <Heading slot="title">Delete this booking?</Heading>
                  <Button onPress={close}>Keep</Button>{" "}
                  <Button onPress={() => { setDeleted("yes"); close(); }}>Delete</Button>
                </>
              )}
            </Dialog>
          </Modal>
        </DialogTrigger>{" "}
        <TooltipTrigger delay={300}>
          <Button>Print</Button>
          <Tooltip style={{ ...box, background: "#333", color: "#fff" }}>Prints the itinerary</Tooltip>
        </TooltipTrigger>
      </Row>
      <Tabs selectedKey={tab} onSelectionChange={setTab}>
        <TabList aria-label="Booking" style={{ display: "flex", gap: 12 }}>
          <Tab id="summary">Summary</Tab><Tab id="payment">Payment</Tab><Tab id="changes">Changes</Tab>
        </TabList>
        <TabPanel id="summary">Two travellers.</TabPanel>
        <TabPanel id="payment">Paid by card.</TabPanel>
        <TabPanel id="changes">No changes.</TabPanel>
      </Tabs>
    </ZooForm>
  );
}

mount(App);
