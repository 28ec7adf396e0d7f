// One-time codes: input-otp (one transparent input over six drawn slots) and a hand-made row of six
// one-character boxes that moves the focus along as a digit is typed, as many sites write it.
import { useRef, useState } from "react";
import { OTPInput } from "input-otp";
import { Row, ZooForm, mount } from "./form.jsx";

const slot = (active) => ({
  width: 36, height: 44, border: `2px solid ${active ? "#36c" : "#888"}`, borderRadius: 6, display: "inline-flex",
  alignItems: "center", justifyContent: "center", fontSize: 22, marginRight: 4,
});

function Boxes({ value, onChange }) {
  const boxes = useRef([]);
  const set = (i, digit) => {
    const next = value.padEnd(6, " ").split("");
    next[i] = digit || " ";
    onChange(next.join("").trimEnd());
    if (digit && i < 5) boxes.current[i + 1].focus();
  };
  return (
    <div role="group" aria-label="Security code" style={{ display: "inline-flex", gap: 4 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <input key={i} ref={(el) => (boxes.current[i] = el)} inputMode="numeric" maxLength={1} aria-label={`Digit ${i + 1}`}
          value={(value[i] ?? "").trim()} style={{ width: 32, height: 40, textAlign: "center", fontSize: 20 }}
          onChange={(e) => set(i, e.target.value.replace(/\D/g, "").slice(-1))}
          onKeyDown={(e) => { if (e.key === "Backspace" && !value[i] && i > 0) boxes.current[i - 1].focus(); }} />
      ))}
    </div>
  );
}

function App() {
  const [otp, setOtp] = useState("");
  const [code, setCode] = useState("");
  return (
    <ZooForm title="Sign-in check (one-time codes)" values={{ otp, code: code.replace(/ /g, "") }}>
      <Row>
        <label htmlFor="otp">Verification code</label>
        <OTPInput id="otp" maxLength={6} value={otp} onChange={setOtp} containerClassName="otp" render={({ slots }) => (
          <div>{slots.map((s, i) => <div key={i} style={slot(s.isActive)}>{s.char ?? ""}</div>)}</div>
        )} />
      </Row>
      <Row><p>Security code</p><Boxes value={code} onChange={setCode} /></Row>
    </ZooForm>
  );
}

mount(App);
