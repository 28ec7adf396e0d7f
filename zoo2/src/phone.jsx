// A phone field with a country picker (react-international-phone): a flag button opens a list of
// countries; the number is kept in E.164 with the chosen country.
import { useState } from "react";
import { PhoneInput, defaultCountries, parseCountry } from "react-international-phone";

// The flags would come from a CDN: blank images keep the page offline.
const BLANK = "data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E";
const FLAGS = defaultCountries.map((c) => ({ iso2: parseCountry(c).iso2, src: BLANK }));
import { Row, ZooForm, mount } from "./form.jsx";

function App() {
  const [phone, setPhone] = useState("");
  const [country, setCountry] = useState("us");
  return (
    <ZooForm title="Contact details (phone field)" values={{ phone, country }}>
      <Row>
        <label htmlFor="phone">Mobile number</label>
        <PhoneInput defaultCountry="us" flags={FLAGS} value={phone} inputProps={{ id: "phone", name: "phone" }}
          onChange={(p, meta) => { setPhone(p); setCountry(meta.country.iso2); }} />
      </Row>
    </ZooForm>
  );
}

mount(App);
