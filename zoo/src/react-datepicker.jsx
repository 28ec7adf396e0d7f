import { useState } from "react";
import DatePicker from "react-datepicker";
import css from "react-datepicker/dist/react-datepicker.css";
import { Row, ZooForm, hhmm, iso, mount } from "./form.jsx";

document.head.insertAdjacentHTML("beforeend", `<style>${css}</style>`);

// React 19 passes ref as a prop: the picker's own props go on, but typing is refused.
function ReadOnlyInput(props) {
  return <input {...props} readOnly />;
}

function App() {
  const [checkin, setCheckin] = useState(null);
  const [checkout, setCheckout] = useState(null);
  const [pickup, setPickup] = useState(null);
  const values = { checkin: iso(checkin), checkout: iso(checkout), pickup: hhmm(pickup) };
  return (
    <ZooForm title="Booking (react-datepicker)" values={values}>
      <Row>
        <label htmlFor="checkin">Check-in</label>
        <DatePicker id="checkin" selected={checkin} onChange={setCheckin} dateFormat="MM/dd/yyyy" placeholderText="MM/DD/YYYY" />
      </Row>
      <Row>
        <label htmlFor="checkout">Check-out</label>
        {/* read-only: the calendar is the only way in, as on many booking sites */}
        <DatePicker id="checkout" selected={checkout} onChange={setCheckout} dateFormat="MMMM d, yyyy"
          customInput={<ReadOnlyInput />} placeholderText="Pick a date" />
      </Row>
      <Row>
        <label htmlFor="pickup">Pick-up time</label>
        <DatePicker id="pickup" selected={pickup} onChange={setPickup} showTimeSelect showTimeSelectOnly timeIntervals={15}
          timeCaption="Time" dateFormat="h:mm aa" placeholderText="h:mm AM" />
      </Row>
    </ZooForm>
  );
}

mount(App);
