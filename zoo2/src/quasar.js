// Quasar (Vue 3, templates compiled in the page by Vue's runtime compiler): QSelect with codes as
// values and names as labels, QSelect multiple with chips (one already chosen), a date typed into a
// masked QInput with a QDate popup, a Dialog whose choices are radios taken on OK, and a
// QBtnDropdown whose list holds a nested QMenu.
import { createApp, reactive } from "vue";
import {
  Dialog, Quasar, QBtn, QBtnDropdown, QDate, QIcon, QInput, QItem, QItemSection, QList, QMenu, QPopupProxy, QSelect,
} from "quasar";
import iconSet from "quasar/icon-set/svg-material-icons.js";
import { zooForm } from "./vue-form.js";

const COUNTRIES = [["AT", "Austria"], ["BE", "Belgium"], ["DE", "Germany"], ["ES", "Spain"], ["FR", "France"], ["NL", "Netherlands"], ["PT", "Portugal"]]
  .map(([value, label]) => ({ value, label }));
const INTERESTS = ["Cycling", "Hiking", "Photography", "Sailing", "Skiing"];
const SPEEDS = [["standard", "Standard (5 days)"], ["express", "Express (2 days)"], ["overnight", "Overnight"]].map(([value, label]) => ({ value, label }));

const app = createApp({
  components: { zooForm },
  setup() {
    const s = reactive({ country: "BE", interests: ["Hiking"], due: "", speed: "standard", export: "" });
    const pickSpeed = () => {
      Dialog.create({
        title: "Delivery speed", message: "How fast should it arrive?",
        options: { type: "radio", model: s.speed, items: SPEEDS }, cancel: true, persistent: true,
      }).onOk((value) => { s.speed = value; });
    };
    const speedLabel = () => SPEEDS.find((o) => o.value === s.speed).label;
    return { s, COUNTRIES, INTERESTS, pickSpeed, speedLabel };
  },
  template: `<zoo-form title="Order (Quasar)" :values="s">
    <div class="row-q"><q-select v-model="s.country" :options="COUNTRIES" label="Shipping country" emit-value map-options outlined /></div>
    <div class="row-q"><q-select v-model="s.interests" :options="INTERESTS" label="Interests" multiple use-chips outlined /></div>
    <div class="row-q"><q-input v-model="s.due" label="Due date" mask="####-##-##" placeholder="YYYY-MM-DD" outlined>
      <template v-slot:append><q-icon name="event" class="cursor-pointer">
        <q-popup-proxy cover transition-show="scale" transition-hide="scale">
          <q-date v-model="s.due" mask="YYYY-MM-DD"><div class="row items-center justify-end"><q-btn v-close-popup label="Close" flat /></div></q-date>
        </q-popup-proxy></q-icon></template></q-input></div>
    <div class="row-q"><q-btn :label="'Delivery speed: ' + speedLabel()" no-caps outline @click="pickSpeed" /></div>
    <div class="row-q"><q-btn-dropdown label="Export" no-caps>
      <q-list>
        <q-item clickable v-close-popup @click="s.export = 'print'"><q-item-section>Print</q-item-section></q-item>
        <q-item clickable><q-item-section>Download as</q-item-section>
          <q-menu anchor="top end" self="top start"><q-list>
            <q-item clickable v-close-popup @click="s.export = 'pdf'"><q-item-section>PDF</q-item-section></q-item>
            <q-item clickable v-close-popup @click="s.export = 'csv'"><q-item-section>CSV</q-item-section></q-item>
          </q-list></q-menu></q-item>
      </q-list></q-btn-dropdown></div>
  </zoo-form>`,
});
app.use(Quasar, { plugins: { Dialog }, iconSet });
const parts = { QBtn, QBtnDropdown, QDate, QIcon, QInput, QItem, QItemSection, QList, QMenu, QPopupProxy, QSelect };
for (const [name, part] of Object.entries(parts)) app.component(name, part);
app.mount("#app");
