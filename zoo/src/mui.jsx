import { useEffect, useState } from "react";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Slider from "@mui/material/Slider";
import Snackbar from "@mui/material/Snackbar";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { TimePicker } from "@mui/x-date-pickers/TimePicker";
import { Row, ZooForm, mount } from "./form.jsx";

const CITIES = ["Amsterdam", "Berlin", "Lisbon", "London", "Madrid", "Paris", "Prague", "Rome", "Vienna", "Warsaw"];
const TOPPINGS = ["Ham", "Olives", "Mushrooms", "Pineapple"];
const LANGUAGES = ["Go", "Java", "Kotlin", "Python", "Rust", "Swift", "TypeScript"];
const AIRPORTS = ["Amsterdam Schiphol", "Berlin Brandenburg", "Lisbon Portela", "London Heathrow", "Madrid Barajas",
  "Paris Charles de Gaulle", "Rome Fiumicino", "Vienna Schwechat"];

// Options arrive 300 ms after the typing, as from a server; nothing is listed before.
function AirportField({ value, onChange }) {
  const [input, setInput] = useState("");
  const [options, setOptions] = useState([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!input) { setOptions(value ? [value] : []); return undefined; }
    setLoading(true);
    const timer = setTimeout(() => {
      setOptions(AIRPORTS.filter((a) => a.toLowerCase().includes(input.toLowerCase())));
      setLoading(false);
    }, 300);
    return () => clearTimeout(timer);
  }, [input, value]);
  return (
    <Autocomplete options={options} loading={loading} filterOptions={(x) => x} value={value}
      onChange={(_, v) => onChange(v)} onInputChange={(_, v) => setInput(v)}
      renderInput={(p) => <TextField {...p} label="Airport" />} />
  );
}

function App() {
  const [country, setCountry] = useState("fr");
  const [toppings, setToppings] = useState([]);
  const [city, setCity] = useState(null);
  const [airport, setAirport] = useState(null);
  const [languages, setLanguages] = useState([]);
  const [volume, setVolume] = useState(30);
  const [tab, setTab] = useState(0);
  const [expanded, setExpanded] = useState("");
  const [anchor, setAnchor] = useState(null);
  const [action, setAction] = useState("");
  const [dialog, setDialog] = useState(false);
  const [deleted, setDeleted] = useState("no");
  const [start, setStart] = useState(null);
  const [time, setTime] = useState(null);
  const [toast, setToast] = useState(false);
  const [undone, setUndone] = useState("no");
  const [tip, setTip] = useState("no");
  const values = {
    country, toppings, city: city ?? "", airport: airport ?? "", languages, volume, tab: ["general", "billing", "security"][tab], expanded, action,
    deleted, start: start?.isValid?.() ? start.format("YYYY-MM-DD") : "", time: time?.isValid?.() ? time.format("HH:mm") : "",
    undone, tooltip: tip,
  };
  const pick = (a) => () => { setAction(a); setAnchor(null); };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ZooForm title="Account settings (MUI)" values={values}>
        <Row>
          <FormControl fullWidth>
            <InputLabel id="country-label">Country</InputLabel>
            <Select labelId="country-label" label="Country" value={country} onChange={(e) => setCountry(e.target.value)}>
              <MenuItem value="fr">France</MenuItem>
              <MenuItem value="de">Germany</MenuItem>
              <MenuItem value="jp">Japan</MenuItem>
            </Select>
          </FormControl>
        </Row>
        <Row>
          <FormControl fullWidth>
            <InputLabel id="toppings-label">Toppings</InputLabel>
            <Select labelId="toppings-label" label="Toppings" multiple value={toppings} onChange={(e) => setToppings(e.target.value)}>
              {TOPPINGS.map((t) => <MenuItem key={t} value={t}>{t}</MenuItem>)}
            </Select>
          </FormControl>
        </Row>
        <Row>
          <Autocomplete options={CITIES} value={city} onChange={(_, v) => setCity(v)} renderInput={(p) => <TextField {...p} label="City" />} />
        </Row>
        <Row>
          <AirportField value={airport} onChange={setAirport} />
        </Row>
        <Row>
          <Autocomplete multiple options={LANGUAGES} value={languages} onChange={(_, v) => setLanguages(v)}
            renderInput={(p) => <TextField {...p} label="Languages" />} />
        </Row>
        <Row>
          <Typography id="volume-label">Volume</Typography>
          <Slider aria-labelledby="volume-label" value={volume} onChange={(_, v) => setVolume(v)} min={0} max={100} valueLabelDisplay="auto" />
        </Row>
        <Row>
          <DatePicker label="Start date" value={start} onChange={setStart} />
        </Row>
        <Row>
          <TimePicker label="Start time" value={time} onChange={setTime} />
        </Row>
        <Row>
          <Tabs value={tab} onChange={(_, v) => setTab(v)} aria-label="Settings sections">
            <Tab label="General" />
            <Tab label="Billing" />
            <Tab label="Security" />
          </Tabs>
        </Row>
        <Row>
          <Accordion expanded={expanded === "shipping"} onChange={(_, open) => setExpanded(open ? "shipping" : "")}>
            <AccordionSummary>Shipping details</AccordionSummary>
            <AccordionDetails>Parcels leave the warehouse within two days.</AccordionDetails>
          </Accordion>
        </Row>
        <Row>
          <Button variant="outlined" aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>Actions</Button>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            <MenuItem onClick={pick("edit")}>Edit</MenuItem>
            <MenuItem onClick={pick("duplicate")}>Duplicate</MenuItem>
            <MenuItem onClick={pick("archive")}>Archive</MenuItem>
          </Menu>
          {" "}
          <Tooltip title="Opens the help centre" onOpen={() => setTip("shown")}>
            <Button>Help</Button>
          </Tooltip>
        </Row>
        <Row>
          <Button color="error" onClick={() => setDialog(true)}>Delete account</Button>
          <Dialog open={dialog} onClose={() => setDialog(false)}>
            <DialogTitle>Delete this account?</DialogTitle>
            <DialogActions>
              <Button onClick={() => setDialog(false)}>Cancel</Button>
              <Button onClick={() => { setDeleted("yes"); setDialog(false); }}>Delete</Button>
            </DialogActions>
          </Dialog>
          {" "}
          <Button onClick={() => setToast(true)}>Archive inbox</Button>
          <Snackbar open={toast} onClose={() => setToast(false)} message="Inbox archived"
            action={<Button size="small" onClick={() => { setUndone("yes"); setToast(false); }}>Undo</Button>} />
        </Row>
      </ZooForm>
    </LocalizationProvider>
  );
}

mount(App);
