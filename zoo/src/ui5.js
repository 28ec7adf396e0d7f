// UI5 Web Components (shadow DOM; items slotted from the light DOM). Fonts from their CDN are
// off: the zoo works offline.
import { registerLocaleDataLoader } from "@ui5/webcomponents-base/dist/asset-registries/LocaleData.js";
import en from "@ui5/webcomponents-localization/dist/generated/assets/cldr/en.json";
import { setDefaultFontLoading } from "@ui5/webcomponents-base/dist/config/Fonts.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/ComboBox.js";
import "@ui5/webcomponents/dist/ComboBoxItem.js";
import "@ui5/webcomponents/dist/DatePicker.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Menu.js";
import "@ui5/webcomponents/dist/MenuItem.js";
import "@ui5/webcomponents/dist/MultiComboBox.js";
import "@ui5/webcomponents/dist/MultiComboBoxItem.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Slider.js";
import "@ui5/webcomponents/dist/StepInput.js";
import "@ui5/webcomponents/dist/Tab.js";
import "@ui5/webcomponents/dist/TabContainer.js";
import "@ui5/webcomponents/dist/TimePicker.js";
setDefaultFontLoading(false);

// Only English locale data, bundled (the library would fetch it from a CDN otherwise).
registerLocaleDataLoader("en", async () => en);
