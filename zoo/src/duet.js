// Duet date picker (Stencil): the custom-element build, defined on load.
import { defineCustomElements } from "@duetds/date-picker/custom-element";

defineCustomElements();
