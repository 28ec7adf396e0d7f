import{f as T,g as h,h as g,i as w,j as f}from"./chunk-55PO6FRM.js";var ci=globalThis,ui=ci.ShadowRoot&&(ci.ShadyCSS===void 0||ci.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,Ms=Symbol(),cr=new WeakMap,Ke=class{constructor(i,e,t){if(this._$cssResult$=!0,t!==Ms)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=i,this.t=e}get styleSheet(){let i=this.o,e=this.t;if(ui&&i===void 0){let t=e!==void 0&&e.length===1;t&&(i=cr.get(e)),i===void 0&&((this.o=i=new CSSStyleSheet).replaceSync(this.cssText),t&&cr.set(e,i))}return i}toString(){return this.cssText}},Dt=s=>new Ke(typeof s=="string"?s:s+"",void 0,Ms),p=(s,...i)=>{let e=s.length===1?s[0]:i.reduce((t,o,r)=>t+(n=>{if(n._$cssResult$===!0)return n.cssText;if(typeof n=="number")return n;throw Error("Value passed to 'css' function must be a 'css' function result: "+n+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(o)+s[r+1],s[0]);return new Ke(e,s,Ms)},pi=(s,i)=>{if(ui)s.adoptedStyleSheets=i.map(e=>e instanceof CSSStyleSheet?e:e.styleSheet);else for(let e of i){let t=document.createElement("style"),o=ci.litNonce;o!==void 0&&t.setAttribute("nonce",o),t.textContent=e.cssText,s.appendChild(t)}},Ds=ui?s=>s:s=>s instanceof CSSStyleSheet?(i=>{let e="";for(let t of i.cssRules)e+=t.cssText;return Dt(e)})(s):s;var{is:Oa,defineProperty:Pa,getOwnPropertyDescriptor:La,getOwnPropertyNames:Ba,getOwnPropertySymbols:Va,getPrototypeOf:$a}=Object,_e=globalThis,ur=_e.trustedTypes,Fa=ur?ur.emptyScript:"",Na=_e.reactiveElementPolyfillSupport,At=(s,i)=>s,As={toAttribute(s,i){switch(i){case Boolean:s=s?Fa:null;break;case Object:case Array:s=s==null?s:JSON.stringify(s)}return s},fromAttribute(s,i){let e=s;switch(i){case Boolean:e=s!==null;break;case Number:e=s===null?null:Number(s);break;case Object:case Array:try{e=JSON.parse(s)}catch{e=null}}return e}},fi=(s,i)=>!Oa(s,i),pr={attribute:!0,type:String,converter:As,reflect:!1,useDefault:!1,hasChanged:fi};Symbol.metadata??(Symbol.metadata=Symbol("metadata")),_e.litPropertyMetadata??(_e.litPropertyMetadata=new WeakMap);var ae=class extends HTMLElement{static addInitializer(i){this._$Ei(),(this.l??(this.l=[])).push(i)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(i,e=pr){if(e.state&&(e.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(i)&&((e=Object.create(e)).wrapped=!0),this.elementProperties.set(i,e),!e.noAccessor){let t=Symbol(),o=this.getPropertyDescriptor(i,t,e);o!==void 0&&Pa(this.prototype,i,o)}}static getPropertyDescriptor(i,e,t){let{get:o,set:r}=La(this.prototype,i)??{get(){return this[e]},set(n){this[e]=n}};return{get:o,set(n){let a=o?.call(this);r?.call(this,n),this.requestUpdate(i,a,t)},configurable:!0,enumerable:!0}}static getPropertyOptions(i){return this.elementProperties.get(i)??pr}static _$Ei(){if(this.hasOwnProperty(At("elementProperties")))return;let i=$a(this);i.finalize(),i.l!==void 0&&(this.l=[...i.l]),this.elementProperties=new Map(i.elementProperties)}static finalize(){if(this.hasOwnProperty(At("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(At("properties"))){let e=this.properties,t=[...Ba(e),...Va(e)];for(let o of t)this.createProperty(o,e[o])}let i=this[Symbol.metadata];if(i!==null){let e=litPropertyMetadata.get(i);if(e!==void 0)for(let[t,o]of e)this.elementProperties.set(t,o)}this._$Eh=new Map;for(let[e,t]of this.elementProperties){let o=this._$Eu(e,t);o!==void 0&&this._$Eh.set(o,e)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(i){let e=[];if(Array.isArray(i)){let t=new Set(i.flat(1/0).reverse());for(let o of t)e.unshift(Ds(o))}else i!==void 0&&e.push(Ds(i));return e}static _$Eu(i,e){let t=e.attribute;return t===!1?void 0:typeof t=="string"?t:typeof i=="string"?i.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(i=>this.enableUpdating=i),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(i=>i(this))}addController(i){(this._$EO??(this._$EO=new Set)).add(i),this.renderRoot!==void 0&&this.isConnected&&i.hostConnected?.()}removeController(i){this._$EO?.delete(i)}_$E_(){let i=new Map,e=this.constructor.elementProperties;for(let t of e.keys())this.hasOwnProperty(t)&&(i.set(t,this[t]),delete this[t]);i.size>0&&(this._$Ep=i)}createRenderRoot(){let i=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return pi(i,this.constructor.elementStyles),i}connectedCallback(){this.renderRoot??(this.renderRoot=this.createRenderRoot()),this.enableUpdating(!0),this._$EO?.forEach(i=>i.hostConnected?.())}enableUpdating(i){}disconnectedCallback(){this._$EO?.forEach(i=>i.hostDisconnected?.())}attributeChangedCallback(i,e,t){this._$AK(i,t)}_$ET(i,e){let t=this.constructor.elementProperties.get(i),o=this.constructor._$Eu(i,t);if(o!==void 0&&t.reflect===!0){let r=(t.converter?.toAttribute!==void 0?t.converter:As).toAttribute(e,t.type);this._$Em=i,r==null?this.removeAttribute(o):this.setAttribute(o,r),this._$Em=null}}_$AK(i,e){let t=this.constructor,o=t._$Eh.get(i);if(o!==void 0&&this._$Em!==o){let r=t.getPropertyOptions(o),n=typeof r.converter=="function"?{fromAttribute:r.converter}:r.converter?.fromAttribute!==void 0?r.converter:As;this._$Em=o;let a=n.fromAttribute(e,r.type);this[o]=a??this._$Ej?.get(o)??a,this._$Em=null}}requestUpdate(i,e,t,o=!1,r){if(i!==void 0){let n=this.constructor;if(o===!1&&(r=this[i]),t??(t=n.getPropertyOptions(i)),!((t.hasChanged??fi)(r,e)||t.useDefault&&t.reflect&&r===this._$Ej?.get(i)&&!this.hasAttribute(n._$Eu(i,t))))return;this.C(i,e,t)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(i,e,{useDefault:t,reflect:o,wrapped:r},n){t&&!(this._$Ej??(this._$Ej=new Map)).has(i)&&(this._$Ej.set(i,n??e??this[i]),r!==!0||n!==void 0)||(this._$AL.has(i)||(this.hasUpdated||t||(e=void 0),this._$AL.set(i,e)),o===!0&&this._$Em!==i&&(this._$Eq??(this._$Eq=new Set)).add(i))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(e){Promise.reject(e)}let i=this.scheduleUpdate();return i!=null&&await i,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??(this.renderRoot=this.createRenderRoot()),this._$Ep){for(let[o,r]of this._$Ep)this[o]=r;this._$Ep=void 0}let t=this.constructor.elementProperties;if(t.size>0)for(let[o,r]of t){let{wrapped:n}=r,a=this[o];n!==!0||this._$AL.has(o)||a===void 0||this.C(o,void 0,r,a)}}let i=!1,e=this._$AL;try{i=this.shouldUpdate(e),i?(this.willUpdate(e),this._$EO?.forEach(t=>t.hostUpdate?.()),this.update(e)):this._$EM()}catch(t){throw i=!1,this._$EM(),t}i&&this._$AE(e)}willUpdate(i){}_$AE(i){this._$EO?.forEach(e=>e.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(i)),this.updated(i)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(i){return!0}update(i){this._$Eq&&(this._$Eq=this._$Eq.forEach(e=>this._$ET(e,this[e]))),this._$EM()}updated(i){}firstUpdated(i){}};ae.elementStyles=[],ae.shadowRootOptions={mode:"open"},ae[At("elementProperties")]=new Map,ae[At("finalized")]=new Map,Na?.({ReactiveElement:ae}),(_e.reactiveElementVersions??(_e.reactiveElementVersions=[])).push("2.1.2");var Tt=globalThis,fr=s=>s,_i=Tt.trustedTypes,_r=_i?_i.createPolicy("lit-html",{createHTML:s=>s}):void 0,xr="$lit$",me=`lit$${Math.random().toFixed(9).slice(2)}$`,Cr="?"+me,Ra=`<${Cr}>`,Le=document,Ot=()=>Le.createComment(""),Pt=s=>s===null||typeof s!="object"&&typeof s!="function",Vs=Array.isArray,za=s=>Vs(s)||typeof s?.[Symbol.iterator]=="function",ks=`[ 	
\f\r]`,kt=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,mr=/-->/g,vr=/>/g,Oe=RegExp(`>|${ks}(?:([^\\s"'>=/]+)(${ks}*=${ks}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),gr=/'/g,br=/"/g,wr=/^(?:script|style|textarea|title)$/i,$s=s=>(i,...e)=>({_$litType$:s,strings:i,values:e}),_=$s(1),Id=$s(2),Sd=$s(3),ee=Symbol.for("lit-noChange"),M=Symbol.for("lit-nothing"),yr=new WeakMap,Pe=Le.createTreeWalker(Le,129);function Er(s,i){if(!Vs(s)||!s.hasOwnProperty("raw"))throw Error("invalid template strings array");return _r!==void 0?_r.createHTML(i):i}var Ha=(s,i)=>{let e=s.length-1,t=[],o,r=i===2?"<svg>":i===3?"<math>":"",n=kt;for(let a=0;a<e;a++){let l=s[a],d,c,u=-1,I=0;for(;I<l.length&&(n.lastIndex=I,c=n.exec(l),c!==null);)I=n.lastIndex,n===kt?c[1]==="!--"?n=mr:c[1]!==void 0?n=vr:c[2]!==void 0?(wr.test(c[2])&&(o=RegExp("</"+c[2],"g")),n=Oe):c[3]!==void 0&&(n=Oe):n===Oe?c[0]===">"?(n=o??kt,u=-1):c[1]===void 0?u=-2:(u=n.lastIndex-c[2].length,d=c[1],n=c[3]===void 0?Oe:c[3]==='"'?br:gr):n===br||n===gr?n=Oe:n===mr||n===vr?n=kt:(n=Oe,o=void 0);let L=n===Oe&&s[a+1].startsWith("/>")?" ":"";r+=n===kt?l+Ra:u>=0?(t.push(d),l.slice(0,u)+xr+l.slice(u)+me+L):l+me+(u===-2?a:L)}return[Er(s,r+(s[e]||"<?>")+(i===2?"</svg>":i===3?"</math>":"")),t]},Lt=class s{constructor({strings:i,_$litType$:e},t){let o;this.parts=[];let r=0,n=0,a=i.length-1,l=this.parts,[d,c]=Ha(i,e);if(this.el=s.createElement(d,t),Pe.currentNode=this.el.content,e===2||e===3){let u=this.el.content.firstChild;u.replaceWith(...u.childNodes)}for(;(o=Pe.nextNode())!==null&&l.length<a;){if(o.nodeType===1){if(o.hasAttributes())for(let u of o.getAttributeNames())if(u.endsWith(xr)){let I=c[n++],L=o.getAttribute(u).split(me),O=/([.?@])?(.*)/.exec(I);l.push({type:1,index:r,name:O[2],strings:L,ctor:O[1]==="."?Os:O[1]==="?"?Ps:O[1]==="@"?Ls:Ge}),o.removeAttribute(u)}else u.startsWith(me)&&(l.push({type:6,index:r}),o.removeAttribute(u));if(wr.test(o.tagName)){let u=o.textContent.split(me),I=u.length-1;if(I>0){o.textContent=_i?_i.emptyScript:"";for(let L=0;L<I;L++)o.append(u[L],Ot()),Pe.nextNode(),l.push({type:2,index:++r});o.append(u[I],Ot())}}}else if(o.nodeType===8)if(o.data===Cr)l.push({type:2,index:r});else{let u=-1;for(;(u=o.data.indexOf(me,u+1))!==-1;)l.push({type:7,index:r}),u+=me.length-1}r++}}static createElement(i,e){let t=Le.createElement("template");return t.innerHTML=i,t}};function Ye(s,i,e=s,t){if(i===ee)return i;let o=t!==void 0?e._$Co?.[t]:e._$Cl,r=Pt(i)?void 0:i._$litDirective$;return o?.constructor!==r&&(o?._$AO?.(!1),r===void 0?o=void 0:(o=new r(s),o._$AT(s,e,t)),t!==void 0?(e._$Co??(e._$Co=[]))[t]=o:e._$Cl=o),o!==void 0&&(i=Ye(s,o._$AS(s,i.values),o,t)),i}var Ts=class{constructor(i,e){this._$AV=[],this._$AN=void 0,this._$AD=i,this._$AM=e}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(i){let{el:{content:e},parts:t}=this._$AD,o=(i?.creationScope??Le).importNode(e,!0);Pe.currentNode=o;let r=Pe.nextNode(),n=0,a=0,l=t[0];for(;l!==void 0;){if(n===l.index){let d;l.type===2?d=new Bt(r,r.nextSibling,this,i):l.type===1?d=new l.ctor(r,l.name,l.strings,this,i):l.type===6&&(d=new Bs(r,this,i)),this._$AV.push(d),l=t[++a]}n!==l?.index&&(r=Pe.nextNode(),n++)}return Pe.currentNode=Le,o}p(i){let e=0;for(let t of this._$AV)t!==void 0&&(t.strings!==void 0?(t._$AI(i,t,e),e+=t.strings.length-2):t._$AI(i[e])),e++}},Bt=class s{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(i,e,t,o){this.type=2,this._$AH=M,this._$AN=void 0,this._$AA=i,this._$AB=e,this._$AM=t,this.options=o,this._$Cv=o?.isConnected??!0}get parentNode(){let i=this._$AA.parentNode,e=this._$AM;return e!==void 0&&i?.nodeType===11&&(i=e.parentNode),i}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(i,e=this){i=Ye(this,i,e),Pt(i)?i===M||i==null||i===""?(this._$AH!==M&&this._$AR(),this._$AH=M):i!==this._$AH&&i!==ee&&this._(i):i._$litType$!==void 0?this.$(i):i.nodeType!==void 0?this.T(i):za(i)?this.k(i):this._(i)}O(i){return this._$AA.parentNode.insertBefore(i,this._$AB)}T(i){this._$AH!==i&&(this._$AR(),this._$AH=this.O(i))}_(i){this._$AH!==M&&Pt(this._$AH)?this._$AA.nextSibling.data=i:this.T(Le.createTextNode(i)),this._$AH=i}$(i){let{values:e,_$litType$:t}=i,o=typeof t=="number"?this._$AC(i):(t.el===void 0&&(t.el=Lt.createElement(Er(t.h,t.h[0]),this.options)),t);if(this._$AH?._$AD===o)this._$AH.p(e);else{let r=new Ts(o,this),n=r.u(this.options);r.p(e),this.T(n),this._$AH=r}}_$AC(i){let e=yr.get(i.strings);return e===void 0&&yr.set(i.strings,e=new Lt(i)),e}k(i){Vs(this._$AH)||(this._$AH=[],this._$AR());let e=this._$AH,t,o=0;for(let r of i)o===e.length?e.push(t=new s(this.O(Ot()),this.O(Ot()),this,this.options)):t=e[o],t._$AI(r),o++;o<e.length&&(this._$AR(t&&t._$AB.nextSibling,o),e.length=o)}_$AR(i=this._$AA.nextSibling,e){for(this._$AP?.(!1,!0,e);i!==this._$AB;){let t=fr(i).nextSibling;fr(i).remove(),i=t}}setConnected(i){this._$AM===void 0&&(this._$Cv=i,this._$AP?.(i))}},Ge=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(i,e,t,o,r){this.type=1,this._$AH=M,this._$AN=void 0,this.element=i,this.name=e,this._$AM=o,this.options=r,t.length>2||t[0]!==""||t[1]!==""?(this._$AH=Array(t.length-1).fill(new String),this.strings=t):this._$AH=M}_$AI(i,e=this,t,o){let r=this.strings,n=!1;if(r===void 0)i=Ye(this,i,e,0),n=!Pt(i)||i!==this._$AH&&i!==ee,n&&(this._$AH=i);else{let a=i,l,d;for(i=r[0],l=0;l<r.length-1;l++)d=Ye(this,a[t+l],e,l),d===ee&&(d=this._$AH[l]),n||(n=!Pt(d)||d!==this._$AH[l]),d===M?i=M:i!==M&&(i+=(d??"")+r[l+1]),this._$AH[l]=d}n&&!o&&this.j(i)}j(i){i===M?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,i??"")}},Os=class extends Ge{constructor(){super(...arguments),this.type=3}j(i){this.element[this.name]=i===M?void 0:i}},Ps=class extends Ge{constructor(){super(...arguments),this.type=4}j(i){this.element.toggleAttribute(this.name,!!i&&i!==M)}},Ls=class extends Ge{constructor(i,e,t,o,r){super(i,e,t,o,r),this.type=5}_$AI(i,e=this){if((i=Ye(this,i,e,0)??M)===ee)return;let t=this._$AH,o=i===M&&t!==M||i.capture!==t.capture||i.once!==t.once||i.passive!==t.passive,r=i!==M&&(t===M||o);o&&this.element.removeEventListener(this.name,this,t),r&&this.element.addEventListener(this.name,this,i),this._$AH=i}handleEvent(i){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,i):this._$AH.handleEvent(i)}},Bs=class{constructor(i,e,t){this.element=i,this.type=6,this._$AN=void 0,this._$AM=e,this.options=t}get _$AU(){return this._$AM._$AU}_$AI(i){Ye(this,i)}};var ja=Tt.litHtmlPolyfillSupport;ja?.(Lt,Bt),(Tt.litHtmlVersions??(Tt.litHtmlVersions=[])).push("3.3.3");var mi=(s,i,e)=>{let t=e?.renderBefore??i,o=t._$litPart$;if(o===void 0){let r=e?.renderBefore??null;t._$litPart$=o=new Bt(i.insertBefore(Ot(),r),r,void 0,e??{})}return o._$AI(s),o};var Vt=globalThis,v=class extends ae{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){var e;let i=super.createRenderRoot();return(e=this.renderOptions).renderBefore??(e.renderBefore=i.firstChild),i}update(i){let e=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(i),this._$Do=mi(e,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return ee}};v._$litElement$=!0,v.finalized=!0,Vt.litElementHydrateSupport?.({LitElement:v});var Ua=Vt.litElementPolyfillSupport;Ua?.({LitElement:v});(Vt.litElementVersions??(Vt.litElementVersions=[])).push("4.2.2");window.Vaadin||(window.Vaadin={});var Ir;(Ir=window.Vaadin).featureFlags||(Ir.featureFlags={});function qa(s){return s.replace(/-[a-z]/gu,i=>i[1].toUpperCase())}var le={};function m(s,i="25.3.0"){if(Object.defineProperty(s,"version",{get(){return i}}),s.experimental){let t=typeof s.experimental=="string"?s.experimental:`${qa(s.is.split("-").slice(1).join("-"))}Component`;if(!window.Vaadin.featureFlags[t]&&!le[t]){le[t]=new Set,le[t].add(s),Object.defineProperty(window.Vaadin.featureFlags,t,{get(){return le[t].size===0},set(o){o&&le[t].size>0&&(le[t].forEach(r=>{customElements.define(r.is,r)}),le[t].clear())}});return}else if(le[t]){le[t].add(s);return}}let e=customElements.get(s.is);if(!e)customElements.define(s.is,s);else{let t=e.version;t&&s.version&&t===s.version?console.warn(`The component ${s.is} has been loaded twice`):console.error(`Tried to define ${s.is} version ${s.version} when version ${e.version} is already in use. Something will probably break.`)}}var de=[];function Fs(s,i,e=s.getAttribute("dir")){i?s.setAttribute("dir",i):e!=null&&s.removeAttribute("dir")}function Ns(){return document.documentElement.getAttribute("dir")}function Wa(){let s=Ns();de.forEach(i=>{Fs(i,s)})}var Ka=new MutationObserver(Wa);Ka.observe(document.documentElement,{attributes:!0,attributeFilter:["dir"]});var E=s=>class extends s{static get properties(){return{dir:{type:String,value:"",reflectToAttribute:!0,converter:{fromAttribute:e=>e||"",toAttribute:e=>e===""?null:e}}}}get __isRTL(){return this.getAttribute("dir")==="rtl"}connectedCallback(){super.connectedCallback(),(!this.hasAttribute("dir")||this.__restoreSubscription)&&(this.__subscribe(),Fs(this,Ns(),null))}attributeChangedCallback(e,t,o){if(super.attributeChangedCallback(e,t,o),e!=="dir")return;let r=Ns(),n=o===r&&de.indexOf(this)===-1,a=!o&&t&&de.indexOf(this)===-1;n||a?(this.__subscribe(),Fs(this,r,o)):o!==r&&t===r&&this.__unsubscribe()}disconnectedCallback(){super.disconnectedCallback(),this.__restoreSubscription=de.includes(this),this.__unsubscribe()}_valueToNodeAttribute(e,t,o){o==="dir"&&t===""&&!e.hasAttribute("dir")||super._valueToNodeAttribute(e,t,o)}_attributeToProperty(e,t,o){e==="dir"&&!t?this.dir="":super._attributeToProperty(e,t,o)}__subscribe(){de.includes(this)||de.push(this)}__unsubscribe(){de.includes(this)&&de.splice(de.indexOf(this),1)}};var Sr=new WeakMap;function Ya(s,i){let e=i;for(;e;){if(Sr.get(e)===s)return!0;e=Object.getPrototypeOf(e)}return!1}function D(s){return i=>{if(Ya(s,i))return i;let e=s(i);return Sr.set(e,s),e}}function Be(s,i){return s.split(".").reduce((e,t)=>e?e[t]:void 0,i)}function Mr(s,i,e){let t=s.split("."),o=t.pop(),r=t.reduce((n,a)=>n[a],e);r[o]=i}var Rs={},Ga=/([A-Z])/gu;function Dr(s){return Rs[s]||(Rs[s]=s.replace(Ga,"-$1").toLowerCase()),Rs[s]}function Ar(s){return s[0].toUpperCase()+s.substring(1)}function zs(s){let[i,e]=s.split("("),t=e.replace(")","").split(",").map(o=>o.trim());return{method:i,observerProps:t}}function Hs(s,i){return Object.prototype.hasOwnProperty.call(s,i)||(s[i]=new Map(s[i])),s[i]}var Xa=s=>{class i extends s{static createProperty(t,o){[String,Boolean,Number,Array].includes(o)&&(o={type:o}),o?.reflectToAttribute&&(o.reflect=!0),super.createProperty(t,o)}static getOrCreateMap(t){return Hs(this,t)}static finalize(){if(window.litIssuedWarnings&&(window.litIssuedWarnings.add("no-override-create-property"),window.litIssuedWarnings.add("no-override-get-property-descriptor")),super.finalize(),Array.isArray(this.observers)){let t=this.getOrCreateMap("__complexObservers");this.observers.forEach(o=>{let{method:r,observerProps:n}=zs(o);t.set(r,n)})}}static addCheckedInitializer(t){super.addInitializer(o=>{o instanceof this&&t(o)})}static getPropertyDescriptor(t,o,r){let n=super.getPropertyDescriptor(t,o,r),a=n;if(this.getOrCreateMap("__propKeys").set(t,o),r.sync&&(a={get:n.get,set(l){let d=this[t];fi(l,d)&&(this[o]=l,this.requestUpdate(t,d,r),this.hasUpdated&&this.performUpdate())},configurable:!0,enumerable:!0}),r.readOnly){let l=a.set;this.addCheckedInitializer(d=>{d[`_set${Ar(t)}`]=function(c){l.call(d,c)}}),a={get:a.get,set(){},configurable:!0,enumerable:!0}}if("value"in r&&this.addCheckedInitializer(l=>{let d=typeof r.value=="function"?r.value.call(l):r.value;r.readOnly?l[`_set${Ar(t)}`](d):l[t]=d}),r.observer){let l=r.observer;this.getOrCreateMap("__observers").set(t,l),this.addCheckedInitializer(d=>{d[l]||console.warn(`observer method ${l} not defined`)})}if(r.notify){if(!this.__notifyProps)this.__notifyProps=new Set;else if(!this.hasOwnProperty("__notifyProps")){let l=this.__notifyProps;this.__notifyProps=new Set(l)}this.__notifyProps.add(t)}if(r.computed){let l=`__assignComputed${t}`,d=zs(r.computed);this.prototype[l]=function(...c){this[t]=this[d.method](...c)},this.getOrCreateMap("__computedObservers").set(l,d.observerProps)}return r.attribute||(r.attribute=Dr(t)),a}static get polylitConfig(){return{asyncFirstRender:!1}}connectedCallback(){super.connectedCallback();let{polylitConfig:t}=this.constructor;!this.hasUpdated&&!t.asyncFirstRender&&this.performUpdate()}firstUpdated(){super.firstUpdated(),this.$||(this.$={}),this.renderRoot.querySelectorAll("[id]").forEach(t=>{this.$[t.id]=t})}ready(){}willUpdate(t){this.constructor.__computedObservers&&this.__runComplexObservers(t,this.constructor.__computedObservers)}updated(t){let o=this.__isReadyInvoked;this.__isReadyInvoked=!0,this.constructor.__observers&&this.__runObservers(t,this.constructor.__observers),this.constructor.__complexObservers&&this.__runComplexObservers(t,this.constructor.__complexObservers),this.__dynamicPropertyObservers&&this.__runDynamicObservers(t,this.__dynamicPropertyObservers),this.__dynamicMethodObservers&&this.__runComplexObservers(t,this.__dynamicMethodObservers),this.constructor.__notifyProps&&this.__runNotifyProps(t,this.constructor.__notifyProps),o||this.ready()}setProperties(t){Object.entries(t).forEach(([o,r])=>{let n=this.constructor.__propKeys.get(o),a=this[n];this[n]=r,this.requestUpdate(o,a)}),this.hasUpdated&&this.performUpdate()}_createMethodObserver(t){let o=Hs(this,"__dynamicMethodObservers"),{method:r,observerProps:n}=zs(t);o.set(r,n)}_createPropertyObserver(t,o){Hs(this,"__dynamicPropertyObservers").set(o,t)}__runComplexObservers(t,o){o.forEach((r,n)=>{r.some(a=>t.has(a))&&(this[n]?this[n](...r.map(a=>this[a])):console.warn(`observer method ${n} not defined`))})}__runDynamicObservers(t,o){o.forEach((r,n)=>{t.has(r)&&this[n]&&this[n](this[r],t.get(r))})}__runObservers(t,o){t.forEach((r,n)=>{let a=o.get(n);a!==void 0&&this[a]&&this[a](this[n],r)})}__runNotifyProps(t,o){t.forEach((r,n)=>{o.has(n)&&this.dispatchEvent(new CustomEvent(`${Dr(n)}-changed`,{detail:{value:this[n]}}))})}_get(t,o){return Be(t,o)}_set(t,o,r){Mr(t,o,r)}}return T(i,"enabledWarnings",[]),i},b=D(Xa);function Xe(s){try{CSS.registerProperty(s)}catch(i){if(i instanceof DOMException&&i.name==="InvalidModificationError")console.warn(`The CSS property ${s.name} has already been registered.`);else throw i}}var kr=(s,...i)=>{let e=document.createElement("style");e.id=s,e.textContent=i.map(t=>t.toString()).join(`
`),document.head.insertAdjacentElement("afterbegin",e)};var he,ve,Ve,Ze,U,$t,Ft,js=class js extends EventTarget{constructor(e){super();g(this,U);g(this,he);g(this,ve,new Set);g(this,Ve);g(this,Ze,!1);w(this,he,e),w(this,Ve,new CSSStyleSheet)}observe(e){this.connect(),!h(this,ve).has(e)&&(h(this,ve).add(e),h(this,Ve).replaceSync(`
      :root::before, :host::before {
        content: '' !important;
        position: absolute !important;
        top: -9999px !important;
        left: -9999px !important;
        visibility: hidden !important;
        transition: 1ms allow-discrete step-end !important;
        transition-property: ${[...h(this,ve)].join(", ")} !important;
      }
    `))}connect(){h(this,Ze)||(h(this,he).adoptedStyleSheets.unshift(h(this,Ve)),h(this,U,Ft).addEventListener("transitionstart",e=>f(this,U,$t).call(this,e)),h(this,U,Ft).addEventListener("transitionend",e=>f(this,U,$t).call(this,e)),w(this,Ze,!0))}disconnect(){h(this,ve).clear(),h(this,he).adoptedStyleSheets=h(this,he).adoptedStyleSheets.filter(e=>e!==h(this,Ve)),h(this,U,Ft).removeEventListener("transitionstart",f(this,U,$t)),h(this,U,Ft).removeEventListener("transitionend",f(this,U,$t)),w(this,Ze,!1)}static for(e){return e.__cssPropertyObserver||(e.__cssPropertyObserver=new js(e)),e.__cssPropertyObserver}};he=new WeakMap,ve=new WeakMap,Ve=new WeakMap,Ze=new WeakMap,U=new WeakSet,$t=function(e){let{propertyName:t}=e;h(this,ve).has(t)&&this.dispatchEvent(new CustomEvent("property-changed",{detail:{propertyName:t}}))},Ft=function(){return h(this,he).documentElement??h(this,he).host};var vi=js;function Za(s){let{baseStyles:i,themeStyles:e,elementStyles:t,lumoInjector:o}=s.constructor,r=s.__lumoStyleSheet;return r?[...o.includeBaseStyles?i??t:[],r,...e??[]]:t}function Us(s){pi(s.shadowRoot,Za(s))}function qs(s,i){s.__lumoStyleSheet=i,Us(s)}function gi(s){s.__lumoStyleSheet=void 0,Us(s)}var Tr=new Set;function Qe(s){Tr.has(s)||(Tr.add(s),console.warn(s))}var Or=new WeakMap;function Pr(s){try{return s.media.mediaText}catch{return Qe('[LumoInjector] Browser denied to access property "mediaText" for some CSS rules, so they were skipped.'),""}}function Qa(s){try{return s.cssRules}catch{return Qe('[LumoInjector] Browser denied to access property "cssRules" for some CSS stylesheets, so they were skipped.'),[]}}function Lr(s,i={tags:new Map,modules:new Map}){for(let e of Qa(s)){if(e instanceof CSSImportRule){let t=Pr(e);t.startsWith("lumo_")?i.modules.set(t,[...e.styleSheet.cssRules]):Lr(e.styleSheet,i);continue}if(e instanceof CSSMediaRule){let t=Pr(e);t.startsWith("lumo_")&&i.modules.set(t,[...e.cssRules]);continue}if(e instanceof CSSStyleRule&&e.cssText.includes("-inject")){for(let t of e.style){let o=t.match(/^--_lumo-(.*)-inject-modules$/u)?.[1];if(!o)continue;let r=e.style.getPropertyValue(t);i.tags.set(o,r.split(",").map(n=>n.trim().replace(/'|"/gu,"")))}continue}}return i}function Br(s){let i=new Map,e=new Map;for(let t of s){let o=Or.get(t);o||(o=Lr(t),Or.set(t,o)),i=new Map([...i,...o.tags]),e=new Map([...e,...o.modules])}return{tags:i,modules:e}}function Ws(s){return`--_lumo-${s.is}-inject`}var Nt,$e,ge,ce,te,Vr,bi,$r,yi=class{constructor(i=document){g(this,te);g(this,Nt);g(this,$e);g(this,ge,new Map);g(this,ce,new Map);w(this,Nt,i),this.handlePropertyChange=this.handlePropertyChange.bind(this),w(this,$e,vi.for(i)),h(this,$e).addEventListener("property-changed",this.handlePropertyChange)}disconnect(){h(this,$e).removeEventListener("property-changed",this.handlePropertyChange),h(this,ge).clear(),h(this,ce).values().forEach(i=>i.forEach(gi))}forceUpdate(){for(let i of h(this,ge).keys())f(this,te,bi).call(this,i)}componentConnected(i){let{lumoInjector:e}=i.constructor,{is:t}=e;h(this,ce).set(t,h(this,ce).get(t)??new Set),h(this,ce).get(t).add(i);let o=h(this,ge).get(t);if(o){o.cssRules.length>0&&qs(i,o);return}f(this,te,Vr).call(this,t);let r=Ws(e);h(this,$e).observe(r)}componentDisconnected(i){let{is:e}=i.constructor.lumoInjector;h(this,ce).get(e)?.delete(i),gi(i)}handlePropertyChange(i){let{propertyName:e}=i.detail,t=e.match(/^--_lumo-(.*)-inject$/u)?.[1];t&&f(this,te,bi).call(this,t)}};Nt=new WeakMap,$e=new WeakMap,ge=new WeakMap,ce=new WeakMap,te=new WeakSet,Vr=function(i){h(this,ge).set(i,new CSSStyleSheet),f(this,te,bi).call(this,i)},bi=function(i){let{tags:e,modules:t}=Br(h(this,te,$r)),o=(e.get(i)??[]).flatMap(n=>t.get(n)??[]).map(n=>n.cssText).join(`
`),r=h(this,ge).get(i);r.replaceSync(o),h(this,ce).get(i)?.forEach(n=>{o?qs(n,r):gi(n)})},$r=function(){let i=new Set;for(let e of[h(this,Nt),document])i=i.union(new Set(e.styleSheets)),i=i.union(new Set(e.adoptedStyleSheets));return[...i]};var Fr=new Set;function Nr(s){let i=s.getRootNode();return i.host&&i.host.constructor.version?Nr(i.host):i}var y=s=>class extends s{static finalize(){super.finalize();let e=Ws(this.lumoInjector);this.is&&!Fr.has(e)&&(Fr.add(e),Xe({name:e,syntax:"<number>",inherits:!0,initialValue:"0"}))}static get lumoInjector(){return{is:this.is,includeBaseStyles:!1}}connectedCallback(){super.connectedCallback();let e=Nr(this);e.__lumoInjectorDisabled||this.isConnected&&(e.__lumoInjector||(e.__lumoInjector=new yi(e)),this.__lumoInjector=e.__lumoInjector,this.__lumoInjector.componentConnected(this))}disconnectedCallback(){super.disconnectedCallback(),this.__lumoInjector&&(this.__lumoInjector.componentDisconnected(this),this.__lumoInjector=void 0)}};var xi=s=>class extends s{static get properties(){return{_theme:{type:String,readOnly:!0}}}static get observedAttributes(){return[...super.observedAttributes,"theme"]}attributeChangedCallback(e,t,o){super.attributeChangedCallback(e,t,o),e==="theme"&&this._set_theme(o)}};var Ks=[],Ja=new Set,el=new Set;function tl(s){return s&&Object.prototype.hasOwnProperty.call(s,"__themes")}function il(s,i){return(s||"").split(" ").some(e=>new RegExp(`^${e.split("*").join(".*")}$`,"u").test(i))}function sl(s){return s.map(i=>i.cssText).join(`
`)}var ol="vaadin-themable-mixin-style";function rl(s,i){let e=document.createElement("style");e.id=ol,e.textContent=sl(s),i.content.appendChild(e)}function nl(s=""){let i=0;return s.startsWith("lumo-")||s.startsWith("material-")?i=1:s.startsWith("vaadin-")&&(i=2),i}function Rr(s){let i=[];return s.include&&[].concat(s.include).forEach(e=>{let t=Ks.find(o=>o.moduleId===e);t?i.push(...Rr(t),...t.styles):console.warn(`Included moduleId ${e} not found in style registry`)},s.styles),i}function al(s){let i=`${s}-default-theme`,e=Ks.filter(t=>t.moduleId!==i&&il(t.themeFor,s)).map(t=>({...t,styles:[...Rr(t),...t.styles],includePriority:nl(t.moduleId)})).sort((t,o)=>o.includePriority-t.includePriority);return e.length>0?e:Ks.filter(t=>t.moduleId===i)}var x=s=>class extends xi(s){constructor(){super(),Ja.add(new WeakRef(this))}static finalize(){if(super.finalize(),this.is&&el.add(this.is),this.elementStyles)return;let e=this.prototype._template;!e||tl(this)||rl(this.getStylesForThis(),e)}static finalizeStyles(e){return this.baseStyles=e?[e].flat(1/0):[],this.themeStyles=this.getStylesForThis(),[...this.baseStyles,...this.themeStyles]}static getStylesForThis(){let e=s.__themes||[],t=Object.getPrototypeOf(this.prototype),o=(t?t.constructor.__themes:[])||[];this.__themes=[...e,...o,...al(this.is)];let r=this.__themes.flatMap(n=>n.styles);return r.filter((n,a)=>a===r.lastIndexOf(n))}};["--vaadin-text-color","--vaadin-text-color-disabled","--vaadin-text-color-secondary","--vaadin-border-color","--vaadin-border-color-secondary","--vaadin-background-color"].forEach(s=>{Xe({name:s,syntax:"<color>",inherits:!0,initialValue:"transparent"})});kr("vaadin-base",p`
    @layer vaadin.base {
      html {
        /* Background color */
        --vaadin-background-color: light-dark(#fff, #222);

        /* Container colors */
        --vaadin-background-container: color-mix(in oklab, var(--vaadin-text-color) 5%, var(--vaadin-background-color));
        --vaadin-background-container-strong: color-mix(
          in oklab,
          var(--vaadin-text-color) 10%,
          var(--vaadin-background-color)
        );

        /* Border colors */
        --vaadin-border-color-secondary: color-mix(in oklab, var(--vaadin-text-color) 24%, transparent);
        --vaadin-border-color: color-mix(in oklab, var(--vaadin-text-color) 48%, transparent); /* Above 3:1 contrast */

        /* Text colors */
        /* Above 3:1 contrast */
        --vaadin-text-color-disabled: color-mix(in oklab, var(--vaadin-text-color) 48%, transparent);
        /* Above 4.5:1 contrast */
        --vaadin-text-color-secondary: color-mix(in oklab, var(--vaadin-text-color) 68%, transparent);
        /* Above 7:1 contrast */
        --vaadin-text-color: light-dark(#1f1f1f, white);

        /* Padding */
        --vaadin-padding-xs: 6px;
        --vaadin-padding-s: 8px;
        --vaadin-padding-m: 12px;
        --vaadin-padding-l: 16px;
        --vaadin-padding-xl: 24px;
        --vaadin-padding-block-container: var(--vaadin-padding-xs);
        --vaadin-padding-inline-container: var(--vaadin-padding-s);

        /* Gap/spacing */
        --vaadin-gap-xs: 6px;
        --vaadin-gap-s: 8px;
        --vaadin-gap-m: 12px;
        --vaadin-gap-l: 16px;
        --vaadin-gap-xl: 24px;

        /* Border radius */
        --vaadin-radius-s: 3px;
        --vaadin-radius-m: 6px;
        --vaadin-radius-l: 12px;

        /* Focus outline */
        --vaadin-focus-ring-width: 2px;
        --vaadin-focus-ring-color: var(--vaadin-text-color);

        /* Icons, used as mask-image */
        --_vaadin-icon-arrow-up: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m5 12 7-7 7 7"/><path d="M12 19V5"/></svg>');
        --_vaadin-icon-calendar: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M8 2v4"/><path d="M16 2v4"/><rect width="18" height="18" x="3" y="4" rx="2"/><path d="M3 10h18"/></svg>');
        --_vaadin-icon-checkmark: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="2.5" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="m4.5 12.75 6 6 9-13.5" /></svg>');
        --_vaadin-icon-checkmark-small: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="3.5" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="m4.5 12.75 6 6 9-13.5" /></svg>');
        --_vaadin-icon-chevron-down: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m6 9 6 6 6-6"/></svg>');
        --_vaadin-icon-chevron-right: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m9 18 6-6-6-6"/></svg>');
        --_vaadin-icon-clock: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 6v6l4 2"/><circle cx="12" cy="12" r="10"/></svg>');
        --_vaadin-icon-cross: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="2" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="M6 18 18 6M6 6l12 12" /></svg>');
        --_vaadin-icon-cross-small: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="3.5" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="M6 18 18 6M6 6l12 12" /></svg>');
        --_vaadin-icon-drag: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none"><path d="M11 7c0 .82843-.6716 1.5-1.5 1.5C8.67157 8.5 8 7.82843 8 7s.67157-1.5 1.5-1.5c.8284 0 1.5.67157 1.5 1.5Zm0 5c0 .8284-.6716 1.5-1.5 1.5-.82843 0-1.5-.6716-1.5-1.5s.67157-1.5 1.5-1.5c.8284 0 1.5.6716 1.5 1.5Zm0 5c0 .8284-.6716 1.5-1.5 1.5-.82843 0-1.5-.6716-1.5-1.5s.67157-1.5 1.5-1.5c.8284 0 1.5.6716 1.5 1.5Zm5-10c0 .82843-.6716 1.5-1.5 1.5S13 7.82843 13 7s.6716-1.5 1.5-1.5S16 6.17157 16 7Zm0 5c0 .8284-.6716 1.5-1.5 1.5S13 12.8284 13 12s.6716-1.5 1.5-1.5 1.5.6716 1.5 1.5Zm0 5c0 .8284-.6716 1.5-1.5 1.5S13 17.8284 13 17s.6716-1.5 1.5-1.5 1.5.6716 1.5 1.5Z" fill="currentColor"/></svg>');
        --_vaadin-icon-ellipsis: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/><circle cx="5" cy="12" r="1"/></svg>');
        --_vaadin-icon-eye: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="2" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="M2.036 12.322a1.012 1.012 0 0 1 0-.639C3.423 7.51 7.36 4.5 12 4.5c4.638 0 8.573 3.007 9.963 7.178.07.207.07.431 0 .639C20.577 16.49 16.64 19.5 12 19.5c-4.638 0-8.573-3.007-9.963-7.178Z" /><path stroke-linecap="round" stroke-linejoin="round" d="M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" /></svg>');
        --_vaadin-icon-eye-slash: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="2" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="M3.98 8.223A10.477 10.477 0 0 0 1.934 12C3.226 16.338 7.244 19.5 12 19.5c.993 0 1.953-.138 2.863-.395M6.228 6.228A10.451 10.451 0 0 1 12 4.5c4.756 0 8.773 3.162 10.065 7.498a10.522 10.522 0 0 1-4.293 5.774M6.228 6.228 3 3m3.228 3.228 3.65 3.65m7.894 7.894L21 21m-3.228-3.228-3.65-3.65m0 0a3 3 0 1 0-4.243-4.243m4.242 4.242L9.88 9.88" /></svg>');
        --_vaadin-icon-file: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z"/><path d="M14 2v4a2 2 0 0 0 2 2h4"/></svg>');
        --_vaadin-icon-fullscreen: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="M3.75 3.75v4.5m0-4.5h4.5m-4.5 0L9 9M3.75 20.25v-4.5m0 4.5h4.5m-4.5 0L9 15M20.25 3.75h-4.5m4.5 0v4.5m0-4.5L15 9m5.25 11.25h-4.5m4.5 0v-4.5m0 4.5L15 15" /></svg>');
        --_vaadin-icon-image: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect width="18" height="18" x="3" y="3" rx="2" ry="2"/><circle cx="9" cy="9" r="2"/><path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21"/></svg>');
        --_vaadin-icon-link: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71"/><path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71"/></svg>');
        --_vaadin-icon-menu: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="2" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5" /></svg>');
        --_vaadin-icon-minus: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14"/></svg>');
        --_vaadin-icon-paper-airplane: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="2" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="M6 12 3.269 3.125A59.769 59.769 0 0 1 21.485 12 59.768 59.768 0 0 1 3.27 20.875L5.999 12Zm0 0h7.5" /></svg>');
        --_vaadin-icon-pen: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z"/><path d="m15 5 4 4"/></svg>');
        --_vaadin-icon-play: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="2" stroke="currentColor"><path stroke-linecap="round" stroke-linejoin="round" d="M5.25 5.653c0-.856.917-1.398 1.667-.986l11.54 6.347a1.125 1.125 0 0 1 0 1.972l-11.54 6.347a1.125 1.125 0 0 1-1.667-.986V5.653Z" /></svg>');
        --_vaadin-icon-plus: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14"/><path d="M12 5v14"/></svg>');
        --_vaadin-icon-redo: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21 7v6h-6"/><path d="M3 17a9 9 0 0 1 9-9 9 9 0 0 1 6 2.3l3 2.7"/></svg>');
        --_vaadin-icon-refresh: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none"><path d="M22 10C22 10 19.995 7.26822 18.3662 5.63824C16.7373 4.00827 14.4864 3 12 3C7.02944 3 3 7.02944 3 12C3 16.9706 7.02944 21 12 21C16.1031 21 19.5649 18.2543 20.6482 14.5M22 10V4M22 10H16" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>');
        --_vaadin-icon-resize: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24"><path fill-rule="evenodd" clip-rule="evenodd" d="M18.5303 7.46967c.2929.29289.2929.76777 0 1.06066L8.53033 18.5304c-.29289.2929-.76777.2929-1.06066 0s-.29289-.7678 0-1.0607L17.4697 7.46967c.2929-.29289.7677-.29289 1.0606 0Zm0 4.50003c.2929.2929.2929.7678 0 1.0607l-5.5 5.5c-.2929.2928-.7677.2928-1.0606 0-.2929-.2929-.2929-.7678 0-1.0607l5.4999-5.5c.2929-.2929.7678-.2929 1.0607 0Zm0 4.5c.2929.2928.2929.7677 0 1.0606l-1 1.0001c-.2929.2928-.7677.2929-1.0606 0-.2929-.2929-.2929-.7678 0-1.0607l1-1c.2929-.2929.7677-.2929 1.0606 0Z" fill="currentColor"/></svg>');
        --_vaadin-icon-slash: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none"><rect x="13.7812" y="4.22583" width="1.5" height="16" rx="0.75" transform="rotate(20 13.7812 4.22583)" fill="currentColor"/></svg>');
        --_vaadin-icon-sort: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="8" height="12" viewBox="0 0 8 12" fill="none"><path d="M7.49854 6.99951C7.92795 6.99951 8.15791 7.50528 7.87549 7.82861L4.37646 11.8296C4.17728 12.0571 3.82272 12.0571 3.62354 11.8296L0.125488 7.82861C-0.157248 7.50531 0.0719873 6.99956 0.501465 6.99951H7.49854ZM3.62354 0.17041C3.82275 -0.0573875 4.17725 -0.0573848 4.37646 0.17041L7.87549 4.17041C8.15825 4.49373 7.92806 5.00049 7.49854 5.00049L0.501465 4.99951C0.0719873 4.99946 -0.157248 4.49371 0.125488 4.17041L3.62354 0.17041Z" fill="black"/></svg>');
        --_vaadin-icon-undo: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M3 7v6h6"/><path d="M21 17a9 9 0 0 0-9-9 9 9 0 0 0-6 2.3L3 13"/></svg>');
        --_vaadin-icon-upload: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 3v12"/><path d="m17 8-5-5-5 5"/><path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4"/></svg>');
        --_vaadin-icon-user: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"/><circle cx="12" cy="7" r="4"/></svg>');
        --_vaadin-icon-warn: url('data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"/><path d="M12 9v4"/><path d="M12 17h.01"/></svg>');

        /* Cursors for interactive elements */
        --vaadin-clickable-cursor: pointer;
        --vaadin-disabled-cursor: not-allowed;

        /* Use units so that the values can be used in calc() */
        --safe-area-inset-top: env(safe-area-inset-top, 0px);
        --safe-area-inset-right: env(safe-area-inset-right, 0px);
        --safe-area-inset-bottom: env(safe-area-inset-bottom, 0px);
        --safe-area-inset-left: env(safe-area-inset-left, 0px);
        --safe-area-inset-inline-start: var(--safe-area-inset-left);
        --safe-area-inset-inline-end: var(--safe-area-inset-right);

        &:dir(rtl) {
          --safe-area-inset-inline-start: var(--safe-area-inset-right);
          --safe-area-inset-inline-end: var(--safe-area-inset-left);
        }
      }

      @supports not (color: hsl(0 0 0)) {
        html {
          --_vaadin-safari-17-deg: 1deg;
        }
      }

      @media (forced-colors: active) {
        html {
          --vaadin-background-color: Canvas;
          --vaadin-border-color: CanvasText;
          --vaadin-border-color-secondary: CanvasText;
          --vaadin-text-color-disabled: CanvasText;
          --vaadin-text-color-secondary: CanvasText;
          --vaadin-text-color: CanvasText;
          --vaadin-icon-color: CanvasText;
          --vaadin-focus-ring-color: Highlight;
        }
      }
    }
  `);var zr=p`
  :host {
    display: flex;
    align-items: center;
    --_radius: var(--vaadin-input-field-border-radius, var(--vaadin-radius-m));
    border-radius:
      /* See https://developer.mozilla.org/en-US/docs/Web/CSS/border-radius */
      var(--vaadin-input-field-top-start-radius, var(--_radius))
      var(--vaadin-input-field-top-end-radius, var(--_radius))
      var(--vaadin-input-field-bottom-end-radius, var(--_radius))
      var(--vaadin-input-field-bottom-start-radius, var(--_radius));
    border: var(--vaadin-input-field-border-width, 1px) solid
      var(--vaadin-input-field-border-color, var(--vaadin-border-color));
    box-sizing: border-box;
    cursor: text;
    padding: var(
      --vaadin-input-field-padding,
      var(--vaadin-padding-block-container) var(--vaadin-padding-inline-container)
    );
    gap: var(--vaadin-input-field-gap, var(--vaadin-gap-s));
    background: var(--vaadin-input-field-background, var(--vaadin-background-color));
    color: var(--vaadin-input-field-value-color, var(--vaadin-text-color));
    font-size: var(--vaadin-input-field-value-font-size, inherit);
    line-height: var(--vaadin-input-field-value-line-height, inherit);
    font-weight: var(--vaadin-input-field-value-font-weight, 400);
  }

  :host([dir='rtl']) {
    --_radius: var(--vaadin-input-field-border-radius, var(--vaadin-radius-m));
    border-radius:
      /* Don't use logical props, see https://github.com/vaadin/vaadin-time-picker/issues/145 */
      var(--vaadin-input-field-top-end-radius, var(--_radius))
      var(--vaadin-input-field-top-start-radius, var(--_radius))
      var(--vaadin-input-field-bottom-start-radius, var(--_radius))
      var(--vaadin-input-field-bottom-end-radius, var(--_radius));
  }

  :host([hidden]) {
    display: none !important;
  }

  /* Reset the native input styles */
  ::slotted(:is(input, textarea)) {
    appearance: none;
    align-self: stretch;
    box-sizing: border-box;
    flex: auto;
    white-space: nowrap;
    overflow: hidden;
    width: 100%;
    height: auto;
    outline: none;
    margin: 0;
    padding: 0;
    border: 0;
    border-radius: 0;
    min-width: 0;
    font: inherit;
    font-size: 1em;
    color: inherit;
    background: transparent;
    cursor: inherit;
    text-align: inherit;
    caret-color: var(--vaadin-input-field-value-color);
  }

  ::slotted(*) {
    flex: none;
  }

  slot[name$='fix'] {
    cursor: auto;
  }

  ::slotted(:is(input, textarea))::placeholder {
    /* Use ::slotted(:is(input, textarea):placeholder-shown) to style the placeholder */
    /* because ::slotted(...)::placeholder does not work in Safari. */
    font: inherit;
    color: inherit;
  }

  ::slotted(:is(input, textarea):placeholder-shown) {
    color: var(--vaadin-input-field-placeholder-color, var(--vaadin-text-color-secondary));
  }

  :host(:focus-within) {
    outline: var(--vaadin-focus-ring-width) solid var(--vaadin-focus-ring-color);
    outline-offset: calc(var(--vaadin-input-field-border-width, 1px) * -1);
  }

  :host([invalid]) {
    --vaadin-input-field-border-color: var(--vaadin-input-field-error-color, var(--vaadin-text-color));
  }

  :host([readonly]) {
    border-style: dashed;
  }

  :host([readonly]:focus-within) {
    outline-style: dashed;
    --vaadin-input-field-border-color: transparent;
  }

  :host([disabled]) {
    --vaadin-input-field-value-color: var(--vaadin-input-field-disabled-text-color, var(--vaadin-text-color-disabled));
    --vaadin-input-field-background: var(
      --vaadin-input-field-disabled-background,
      var(--vaadin-background-container-strong)
    );
    --vaadin-input-field-border-color: transparent;
  }

  :host([theme~='align-start']) slot:not([name])::slotted(*) {
    text-align: start;
  }

  :host([theme~='align-center']) slot:not([name])::slotted(*) {
    text-align: center;
  }

  :host([theme~='align-end']) slot:not([name])::slotted(*) {
    text-align: end;
  }

  :host([theme~='align-left']) slot:not([name])::slotted(*) {
    text-align: left;
  }

  :host([theme~='align-right']) slot:not([name])::slotted(*) {
    text-align: right;
  }

  @media (forced-colors: active) {
    :host {
      --vaadin-input-field-background: Field;
      --vaadin-input-field-value-color: FieldText;
      --vaadin-input-field-placeholder-color: GrayText;
    }

    :host([disabled]) {
      --vaadin-input-field-value-color: GrayText;
      --vaadin-icon-color: GrayText;
    }
  }
`;var Rt=class extends x(E(b(y(v)))){static get is(){return"vaadin-input-container"}static get styles(){return zr}static get properties(){return{disabled:{type:Boolean,reflectToAttribute:!0},readonly:{type:Boolean,reflectToAttribute:!0},invalid:{type:Boolean,reflectToAttribute:!0}}}render(){return _`
      <slot name="prefix"></slot>
      <slot></slot>
      <slot name="suffix"></slot>
    `}ready(){super.ready(),this.addEventListener("pointerdown",i=>{i.target===this&&i.preventDefault()}),this.addEventListener("click",i=>{i.target===this&&this.shadowRoot.querySelector("slot:not([name])").assignedNodes({flatten:!0}).forEach(e=>e.focus&&e.focus())})}};m(Rt);var be=p`
  :host {
    align-items: center;
    border-radius: var(--vaadin-item-border-radius, var(--vaadin-radius-m));
    box-sizing: border-box;
    cursor: var(--vaadin-clickable-cursor);
    display: flex;
    column-gap: var(--vaadin-item-gap, var(--vaadin-gap-s));
    height: var(--vaadin-item-height, auto);
    padding: var(--vaadin-item-padding, var(--vaadin-padding-block-container) var(--vaadin-padding-inline-container));
    -webkit-tap-highlight-color: transparent;
  }

  :host([focus-ring]) {
    outline: var(--vaadin-focus-ring-width) solid var(--vaadin-focus-ring-color);
    outline-offset: calc(var(--vaadin-focus-ring-width) / -1);
  }

  :host([disabled]) {
    cursor: var(--vaadin-disabled-cursor);
    opacity: 0.5;
    pointer-events: var(--_vaadin-item-disabled-pointer-events, none);
  }

  :host([hidden]) {
    display: none !important;
  }

  [part='checkmark'] {
    color: var(--vaadin-item-checkmark-color, inherit);
    display: var(--vaadin-item-checkmark-display, none);
    visibility: hidden;
  }

  [part='checkmark']::before {
    content: '';
    display: block;
    background: currentColor;
    height: var(--vaadin-icon-size, 1lh);
    mask: var(--_vaadin-icon-checkmark) 50% / var(--vaadin-icon-visual-size, 100%) no-repeat;
    width: var(--vaadin-icon-size, 1lh);
  }

  :host([selected]) [part='checkmark'] {
    visibility: visible;
  }

  [part='content'] {
    flex: 1;
    display: flex;
    align-items: center;
    column-gap: inherit;
    justify-content: var(--vaadin-item-text-align, start);
  }

  @media (forced-colors: active) {
    [part='checkmark']::before {
      background: CanvasText;
    }
  }
`;var Ci=p`
  :host([focused]) {
    outline: var(--vaadin-focus-ring-width) solid var(--vaadin-focus-ring-color);
    outline-offset: calc(var(--vaadin-focus-ring-width) / -1);
  }
`;var wi=s=>class extends s{static get properties(){return{index:{type:Number},item:{type:Object},label:{type:String},selected:{type:Boolean,value:!1,reflectToAttribute:!0},focused:{type:Boolean,value:!1,reflectToAttribute:!0},renderer:{type:Function}}}static get observers(){return["__rendererOrItemChanged(renderer, index, item, selected, focused)","__updateLabel(label, renderer)"]}static get observedAttributes(){return[...super.observedAttributes,"hidden"]}attributeChangedCallback(e,t,o){e==="hidden"&&o!==null?this.index=void 0:super.attributeChangedCallback(e,t,o)}connectedCallback(){super.connectedCallback(),this._owner=this.parentNode.owner;let e=this._getHostDir();e&&this.setAttribute("dir",e)}_getHostDir(){return this._owner&&this._owner.$.overlay.getAttribute("dir")}requestContentUpdate(){if(!this.renderer||this.hidden)return;let e={index:this.index,item:this.item,focused:this.focused,selected:this.selected};this.renderer(this,this._owner,e)}__rendererOrItemChanged(e,t,o){o===void 0||t===void 0||(this._oldRenderer!==e&&(this.innerHTML="",delete this._$litPart$,this._oldRenderer=e),e&&this.requestContentUpdate())}__updateLabel(e,t){t||(this.textContent=e)}};var Ys=class extends wi(x(E(b(y(v))))){static get is(){return"vaadin-combo-box-item"}static get styles(){return[be,Ci]}render(){return _`
      <span part="checkmark" aria-hidden="true"></span>
      <div part="content">
        <slot></slot>
      </div>
    `}};m(Ys);var Hr=[{name:"--vaadin-overlay-animation-duration",syntax:"<time>",initialValue:"0s"},{name:"--vaadin-overlay-animation-delay",syntax:"<time>",initialValue:"0s"},{name:"--vaadin-overlay-animation-timing-function",syntax:"*",initialValue:"ease"},{name:"--vaadin-overlay-opacity-closed",syntax:"<number>",initialValue:"0"},{name:"--vaadin-overlay-translate-closed",syntax:"<length>+ | <percentage>+",initialValue:"0px"},{name:"--vaadin-overlay-scale-closed",syntax:"<number> | <percentage>",initialValue:"1"},{name:"--vaadin-overlay-transform-closed",syntax:"*"}];Hr.forEach(s=>{Xe({inherits:!1,...s})});var ll=Dt(Hr.map(({name:s})=>`${s}: inherit;`).join(`
`)),jr=p`
  :host,
  [part='overlay'],
  [part='backdrop'] {
    ${ll}
  }

  :host(:where([opening], [closing])) {
    /* This empty animation only reports the state, the parts run the visible animation */
    animation-name: --no-op;
    animation-duration: var(--vaadin-overlay-animation-duration);
    animation-delay: var(--vaadin-overlay-animation-delay);
  }

  :host(:where([closing])) [part='overlay'],
  :host(:where([closing])) ::slotted(*) {
    pointer-events: none !important;
  }

  :host(:where([opening], [closing])) :is([part='overlay'], [part='backdrop']) {
    animation-name: --fade, --transform;
    animation-duration: var(--vaadin-overlay-animation-duration);
    animation-timing-function: var(--vaadin-overlay-animation-timing-function);
    animation-delay: var(--vaadin-overlay-animation-delay);
    /* Fill backwards only, so the closed value applies during the delay without overriding theme styles */
    animation-fill-mode: backwards;

    @media (prefers-reduced-motion) {
      animation-name: --fade;
    }
  }

  :host(:where([opening], [closing])) [part='backdrop'] {
    animation-name: --fade;
    animation-timing-function: linear;
    --vaadin-overlay-opacity-closed: 0;
  }

  :host(:where([closing])) :is([part='overlay'], [part='backdrop']) {
    animation-direction: reverse;
    animation-fill-mode: both;
  }

  @keyframes --no-op {
  }

  /* Only the closed state is declared, so the animations end at the value the part already has */
  @keyframes --transform {
    0% {
      transform: var(--vaadin-overlay-transform-closed);
      translate: var(--vaadin-overlay-translate-closed);
      scale: var(--vaadin-overlay-scale-closed);
    }
  }

  @keyframes --fade {
    0% {
      opacity: var(--vaadin-overlay-opacity-closed);
    }
  }
`;var dl=p`
  :host {
    z-index: 200;
    position: fixed;

    /* Despite of what the names say, <vaadin-overlay> is just a container
          for position/sizing/alignment. The actual overlay is the overlay part. */

    /* Default position constraints. Themes can
          override this to adjust the gap between the overlay and the viewport. */
    inset: max(env(safe-area-inset-top, 0px), var(--vaadin-overlay-viewport-inset, 8px))
      max(env(safe-area-inset-right, 0px), var(--vaadin-overlay-viewport-inset, 8px))
      max(env(safe-area-inset-bottom, 0px), var(--vaadin-overlay-viewport-bottom))
      max(env(safe-area-inset-left, 0px), var(--vaadin-overlay-viewport-inset, 8px));

    /* Override native [popover] user agent styles */
    width: auto;
    height: auto;
    border: none;
    padding: 0;
    background-color: transparent;
    overflow: visible;

    /* Use flexbox alignment for the overlay part. */
    display: flex;
    flex-direction: column; /* makes dropdowns sizing easier */
    /* Align to center by default. */
    align-items: center;
    justify-content: center;

    /* Allow centering when max-width/max-height applies. */
    margin: auto;

    /* The host is not clickable, only the overlay part is. */
    pointer-events: none;

    /* Remove tap highlight on touch devices. */
    -webkit-tap-highlight-color: transparent;

    /* CSS API for host */
    --vaadin-overlay-viewport-bottom: 8px;
  }

  :host([hidden]),
  :host(:not([opened]):not([closing])),
  :host(:not([opened]):not([closing])) [part='overlay'] {
    display: none !important;
  }

  :host([suppressed]) [part='overlay'],
  :host([suppressed]) ::slotted(*) {
    pointer-events: none !important;
  }

  [part='overlay'] {
    color: var(--vaadin-overlay-text-color, var(--vaadin-text-color));
    background: var(--vaadin-overlay-background, var(--vaadin-background-color));
    border: var(--vaadin-overlay-border-width, 1px) solid
      var(--vaadin-overlay-border-color, var(--vaadin-border-color-secondary));
    border-radius: var(--vaadin-overlay-border-radius, var(--vaadin-radius-m));
    box-shadow: var(--vaadin-overlay-shadow, 0 8px 24px -4px rgba(0, 0, 0, 0.3));
    box-sizing: border-box;
    max-width: 100%;
    overflow: auto;
    overscroll-behavior: contain;
    pointer-events: auto;
    -webkit-tap-highlight-color: initial;

    /* CSS reset for font styles */
    font: initial;
    letter-spacing: initial;
    text-align: initial;
    text-decoration: initial;
    text-indent: initial;
    text-transform: initial;
    user-select: text;
    white-space: initial;
    word-spacing: initial;

    /* Inherit font-family */
    font-family: inherit;
  }

  [part='backdrop'] {
    background: var(--vaadin-overlay-backdrop-background, rgba(0, 0, 0, 0.2));
    content: '';
    inset: 0;
    pointer-events: auto;
    position: fixed;
    z-index: -1;
  }

  [part='overlay']:focus-visible {
    outline: var(--vaadin-focus-ring-width) solid var(--vaadin-focus-ring-color);
  }

  @media (forced-colors: active) {
    [part='overlay'] {
      border: 3px solid !important;
    }
  }
`,ie=[dl,jr];var Ei=s=>s.test(navigator.userAgent),Gs=s=>s.test(navigator.platform),hl=s=>s.test(navigator.vendor),Ur=Ei(/Android/u),oc=Ei(/Chrome/u)&&hl(/Google Inc/u),rc=Ei(/Firefox/u),cl=Gs(/^iPad/u)||Gs(/^Mac/u)&&navigator.maxTouchPoints>1,ul=Gs(/^iPhone/u),Je=ul||cl,qr=Ei(/^((?!chrome|android).)*safari/iu),Fe=(()=>{try{return document.createEvent("TouchEvent"),!0}catch{return!1}})();var Zs=!1;window.addEventListener("keydown",()=>{Zs=!0},{capture:!0});window.addEventListener("mousedown",()=>{Zs=!1},{capture:!0});function zt(){let s=document.activeElement||document.body;for(;s.shadowRoot&&s.shadowRoot.activeElement;)s=s.shadowRoot.activeElement;return s}function A(){return Zs}function Wr(s){let i=s.style;if(i.visibility==="hidden"||i.display==="none")return!0;let e=window.getComputedStyle(s);return e.visibility==="hidden"||e.display==="none"}function pl(s,i){let e=Math.max(s.tabIndex,0),t=Math.max(i.tabIndex,0);return e===0||t===0?t>e:e>t}function fl(s,i){let e=[];for(;s.length>0&&i.length>0;)pl(s[0],i[0])?e.push(i.shift()):e.push(s.shift());return e.concat(s,i)}function Xs(s){let i=s.length;if(i<2)return s;let e=Math.ceil(i/2),t=Xs(s.slice(0,e)),o=Xs(s.slice(e));return fl(t,o)}function ue(s){return s.checkVisibility?!s.checkVisibility({visibilityProperty:!0}):s.offsetParent===null&&s.clientWidth===0&&s.clientHeight===0?!0:Wr(s)}function Ne(s){return s.matches("input, select, textarea, button, object")?s.matches(":not([disabled])"):s.matches("a[href], area[href], iframe, [tabindex], [contentEditable]")}function F(s){return s.getRootNode().activeElement===s}function _l(s){if(!Ne(s))return-1;let i=s.getAttribute("tabindex")||0;return Number(i)}function Kr(s,i){if(s.nodeType!==Node.ELEMENT_NODE||Wr(s))return!1;let e=s,t=_l(e),o=t>0;t>=0&&i.push(e);let r;return e.localName==="slot"?r=e.assignedNodes({flatten:!0}):r=(e.shadowRoot||e).children,[...r].forEach(n=>{o=Kr(n,i)||o}),o}function Ii(s){let i=[];return Kr(s,i)?Xs(i):i}var Si=class{saveFocus(i){this.focusNode=i||zt()}restoreFocus(i){let e=this.focusNode;if(!e)return;let t={preventScroll:i?i.preventScroll:!1,focusVisible:i?i.focusVisible:!1};zt()===document.body?setTimeout(()=>e.focus(t)):e.focus(t),this.focusNode=null}};var Qs=[];var q,Ht,Js,jt,Yr,Mi=class{constructor(i){g(this,q);T(this,"trapNode",null);g(this,jt,i=>{if(this.trapNode&&this===Array.from(Qs).pop()&&i.key==="Tab"){if(i.defaultPrevented)return;i.preventDefault();let e=i.shiftKey;f(this,q,Yr).call(this,e)}});this.host=i}hostConnected(){document.addEventListener("keydown",h(this,jt))}hostDisconnected(){document.removeEventListener("keydown",h(this,jt))}trapFocus(i){if(this.trapNode=i,h(this,q,Ht).length===0)throw this.trapNode=null,new Error("The trap node should have at least one focusable descendant or be focusable itself.");Qs.push(this),h(this,q,Js)===-1&&h(this,q,Ht)[0].focus({focusVisible:A()})}releaseFocus(){this.trapNode=null,Qs.pop()}};q=new WeakSet,Ht=function(){return Ii(this.trapNode)},Js=function(){let i=h(this,q,Ht);return i.indexOf(i.filter(F).pop())},jt=new WeakMap,Yr=function(i=!1){let e=h(this,q,Ht),t=i?-1:1,o=h(this,q,Js),r=(e.length+o+t)%e.length,n=e[r];n.focus({focusVisible:!0}),n.localName==="input"&&n.select()};var Di=s=>class extends s{static get properties(){return{focusTrap:{type:Boolean,value:!1},autofocus:{type:Boolean,value:!1},restoreFocusOnClose:{type:Boolean,value:!1},restoreFocusNode:{type:HTMLElement}}}constructor(){super(),this.__focusTrapController=new Mi(this),this.__focusRestorationController=new Si}get _contentRoot(){return this}ready(){super.ready(),this.addController(this.__focusTrapController),this.addController(this.__focusRestorationController)}get _focusRoot(){return this.$.overlay}_resetFocus(){if(this.focusTrap&&this.__focusTrapController.releaseFocus(),this.restoreFocusOnClose&&this._shouldRestoreFocus()){let e=A(),t=!e;this.__focusRestorationController.restoreFocus({preventScroll:t,focusVisible:e})}}_saveFocus(){this.restoreFocusOnClose&&this.__focusRestorationController.saveFocus(this.restoreFocusNode)}_initFocus(){if(!ue(this._focusRoot)){if(this.autofocus){let e=Ii(this._focusRoot);e.some(F)||e[0]?.focus({focusVisible:A()})}this.focusTrap&&this.__focusTrapController.trapFocus(this._focusRoot)}}_shouldRestoreFocus(){let e=zt();return e===document.body||this._deepContains(e)}_deepContains(e){if(this._contentRoot.contains(e))return!0;let t=e,o=e.ownerDocument;for(;t&&t!==o&&t!==this._contentRoot;)t=t.parentNode||t.host;return t===this._contentRoot}};var Ai=new Set,ki=()=>[...Ai].filter(s=>!s.hasAttribute("closing")),ml=s=>{let i=ki(),e=i.indexOf(s);return e===-1?[]:i.slice(e+1)},vl=(s,i)=>s._deepContains(i),Gr=(s,i=e=>!0)=>{let e=ki().filter(i);return s===e.pop()},Xr=s=>class extends s{get _last(){return Gr(this)}get _isAttached(){return Ai.has(this)}bringToFront(){if(Gr(this))return;let e=ml(this),t=e.filter(o=>o._hasOverlayPositionMixin&&vl(this,o));t.length!==e.length&&[this,...t].forEach(o=>{o.matches(":popover-open")&&(o.hidePopover(),o.showPopover()),o._removeAttachedInstance(),o._appendAttachedInstance()})}_enterModalState(){document.body.style.pointerEvents!=="none"&&(this._previousDocumentPointerEvents=document.body.style.pointerEvents,document.body.style.pointerEvents="none"),ki().forEach(e=>{e!==this&&e.toggleAttribute("suppressed",!0)})}_exitModalState(){this._previousDocumentPointerEvents!==void 0&&(document.body.style.pointerEvents=this._previousDocumentPointerEvents,delete this._previousDocumentPointerEvents);let e=ki(),t;for(;(t=e.pop())&&!(t!==this&&(t.toggleAttribute("suppressed",!1),!t.modeless)););}_appendAttachedInstance(){Ai.add(this)}_removeAttachedInstance(){this._isAttached&&Ai.delete(this)}};function Zr(s,i){let e=null,t,o=document.documentElement;function r(){t&&clearTimeout(t),e?.disconnect(),e=null}function n(a=!1,l=1){r();let{left:d,top:c,width:u,height:I}=s.getBoundingClientRect();if(a||i(),!u||!I)return;let L=Math.floor(c),O=Math.floor(o.clientWidth-(d+u)),li=Math.floor(o.clientHeight-(c+I)),di=Math.floor(d),hi={rootMargin:`${-L}px ${-O}px ${-li}px ${-di}px`,threshold:Math.max(0,Math.min(1,l))||1},hr=!0;function ka(Ta){let Ss=Ta[0].intersectionRatio;if(Ss!==l){if(!hr)return n();Ss?n(!1,Ss):t=setTimeout(()=>{n(!1,1e-7)},1e3)}hr=!1}e=new IntersectionObserver(ka,hi),e.observe(s)}return n(!0),r}function Qr(s){return s.getAnimations().filter(i=>i instanceof CSSAnimation&&i.effect.getComputedTiming().activeDuration>0)}function V(s,i,e){let t=[s];s.owner&&t.push(s.owner),typeof e=="string"?t.forEach(o=>{o.setAttribute(i,e)}):e?t.forEach(o=>{o.setAttribute(i,"")}):t.forEach(o=>{o.removeAttribute(i)})}var se=s=>class extends Di(Xr(s)){static get properties(){return{opened:{type:Boolean,notify:!0,observer:"_openedChanged",reflectToAttribute:!0,sync:!0},owner:{type:Object,sync:!0},model:{type:Object,sync:!0},renderer:{type:Object,sync:!0},modeless:{type:Boolean,value:!1,reflectToAttribute:!0,observer:"_modelessChanged",sync:!0},hidden:{type:Boolean,reflectToAttribute:!0,observer:"_hiddenChanged",sync:!0},withBackdrop:{type:Boolean,value:!1,reflectToAttribute:!0,observer:"_withBackdropChanged",sync:!0}}}static get observers(){return["_rendererOrDataChanged(renderer, owner, model, opened)"]}get _rendererRoot(){return this}constructor(){super(),this._boundMouseDownListener=this._mouseDownListener.bind(this),this._boundMouseUpListener=this._mouseUpListener.bind(this),this._boundOutsideClickListener=this._outsideClickListener.bind(this),this._boundKeydownListener=this._keydownListener.bind(this),Je&&(this._boundIosResizeListener=()=>this._detectIosNavbar())}firstUpdated(){super.firstUpdated(),this.popover="manual",this.addEventListener("click",()=>{}),this.$.backdrop&&this.$.backdrop.addEventListener("click",()=>{})}connectedCallback(){super.connectedCallback(),this._boundIosResizeListener&&(this._detectIosNavbar(),window.addEventListener("resize",this._boundIosResizeListener)),this.opened&&this._attachOverlay()}disconnectedCallback(){super.disconnectedCallback(),this.__scheduledOpen&&(cancelAnimationFrame(this.__scheduledOpen),this.__scheduledOpen=null),this._boundIosResizeListener&&window.removeEventListener("resize",this._boundIosResizeListener)}requestContentUpdate(){this.renderer&&this.renderer.call(this.owner,this._rendererRoot,this.owner,this.model)}close(e){let t=new CustomEvent("vaadin-overlay-close",{bubbles:!0,cancelable:!0,detail:{overlay:this,sourceEvent:e}});this.dispatchEvent(t),document.body.dispatchEvent(t),t.defaultPrevented||(this.opened=!1)}setBounds(e,t=!0){let o=this.$.overlay,r={...e};t&&o.style.position!=="absolute"&&(o.style.position="absolute"),Object.keys(r).forEach(n=>{r[n]!==null&&!isNaN(r[n])&&(r[n]=`${r[n]}px`)}),Object.assign(o.style,r)}_detectIosNavbar(){if(!this.opened)return;let e=window.innerHeight,o=window.innerWidth>e,r=document.documentElement.clientHeight;o&&r>e?this.style.setProperty("--vaadin-overlay-viewport-bottom",`${r-e}px`):this.style.setProperty("--vaadin-overlay-viewport-bottom","0px")}_shouldAddGlobalListeners(){return!this.modeless}_addGlobalListeners(){this.__hasGlobalListeners||(this.__hasGlobalListeners=!0,document.addEventListener("mousedown",this._boundMouseDownListener),document.addEventListener("mouseup",this._boundMouseUpListener),document.documentElement.addEventListener("click",this._boundOutsideClickListener,!0))}_removeGlobalListeners(){this.__hasGlobalListeners&&(this.__hasGlobalListeners=!1,document.removeEventListener("mousedown",this._boundMouseDownListener),document.removeEventListener("mouseup",this._boundMouseUpListener),document.documentElement.removeEventListener("click",this._boundOutsideClickListener,!0))}_rendererOrDataChanged(e,t,o,r){let n=this._oldOwner!==t||this._oldModel!==o;this._oldModel=o,this._oldOwner=t;let a=this._oldRenderer!==e,l=this._oldRenderer!==void 0;this._oldRenderer=e;let d=this._oldOpened!==r;this._oldOpened=r,a&&l&&(this._rendererRoot.innerHTML="",delete this._rendererRoot._$litPart$),r&&e&&(a||d||n)&&this.requestContentUpdate()}_modelessChanged(e){this.opened&&(this._shouldAddGlobalListeners()?this._addGlobalListeners():this._removeGlobalListeners()),e?this._exitModalState():this.opened&&this._enterModalState(),V(this,"modeless",e)}_withBackdropChanged(e){V(this,"with-backdrop",e)}_openedChanged(e,t){if(e){if(!this.isConnected){this.opened=!1;return}this._saveFocus(),this._animatedOpening(),this.__scheduledOpen=requestAnimationFrame(()=>{setTimeout(()=>{this._initFocus();let o=new CustomEvent("vaadin-overlay-open",{detail:{overlay:this},bubbles:!0});this.dispatchEvent(o),document.body.dispatchEvent(o)})}),document.addEventListener("keydown",this._boundKeydownListener),this._shouldAddGlobalListeners()&&this._addGlobalListeners()}else t&&(this.__scheduledOpen&&(cancelAnimationFrame(this.__scheduledOpen),this.__scheduledOpen=null),this._resetFocus(),this._animatedClosing(),document.removeEventListener("keydown",this._boundKeydownListener),this._shouldAddGlobalListeners()&&this._removeGlobalListeners())}_hiddenChanged(e){e&&this.hasAttribute("closing")&&this._flushAnimation("closing")}_enqueueAnimation(e,t){let o=Qr(this);if(o.length===0){t();return}let r=`__${e}Handler`,n=()=>{this[r]===n&&(delete this[r],t())};this[r]=n,Promise.all(o.map(a=>a.finished)).then(n,n)}_flushAnimation(e){let t=`__${e}Handler`;typeof this[t]=="function"&&this[t]()}_animatedOpening(){this._isAttached&&this.hasAttribute("closing")&&this._flushAnimation("closing"),this._attachOverlay(),this._appendAttachedInstance(),this.modeless||this._enterModalState(),V(this,"opening",!0),this._enqueueAnimation("opening",()=>{this._finishOpening()})}_attachOverlay(){this.matches(":popover-open")||this.showPopover()}_finishOpening(){V(this,"opening",!1)}_finishClosing(){this._detachOverlay(),this._removeAttachedInstance(),this.toggleAttribute("suppressed",!1),V(this,"closing",!1),this.dispatchEvent(new CustomEvent("vaadin-overlay-closed"))}_animatedClosing(){this.hasAttribute("opening")&&this._flushAnimation("opening"),this._isAttached&&(this._exitModalState(),V(this,"closing",!0),this.dispatchEvent(new CustomEvent("vaadin-overlay-closing")),this._enqueueAnimation("closing",()=>{this._finishClosing()}))}_detachOverlay(){this.hidePopover()}_mouseDownListener(e){this._mouseDownInside=e.composedPath().indexOf(this.$.overlay)>=0}_mouseUpListener(e){this._mouseUpInside=e.composedPath().indexOf(this.$.overlay)>=0}_shouldCloseOnOutsideClick(e){return this._last}_outsideClickListener(e){if(e.composedPath().includes(this.$.overlay)||this._mouseDownInside||this._mouseUpInside){this._mouseDownInside=!1,this._mouseUpInside=!1;return}if(!this._shouldCloseOnOutsideClick(e))return;let t=new CustomEvent("vaadin-overlay-outside-click",{cancelable:!0,detail:{sourceEvent:e}});this.dispatchEvent(t),this.opened&&!t.defaultPrevented&&(this.close(e),!this.opened&&!this.modeless&&e.preventDefault())}_keydownListener(e){if(!(!this._last||e.defaultPrevented)&&!(!this._shouldAddGlobalListeners()&&!e.composedPath().includes(this._focusRoot))&&e.key==="Escape"){let t=new CustomEvent("vaadin-overlay-escape-press",{cancelable:!0,detail:{sourceEvent:e}});this.dispatchEvent(t),this.opened&&!t.defaultPrevented&&this.close(e)}}};var Ti=p`
  @keyframes fade-in {
    0% {
      opacity: 0;
    }
  }

  @keyframes spin {
    to {
      rotate: 1turn;
    }
  }

  [part='loader'] {
    animation:
      spin var(--vaadin-spinner-animation-duration, 0.7s) linear infinite,
      fade-in 0.15s 0.3s both;
    border: var(--vaadin-spinner-width, 2px) solid var(--vaadin-spinner-color, var(--vaadin-text-color));
    border-radius: 50%;
    box-sizing: border-box;
    height: var(--vaadin-spinner-size, 1lh);
    mask-image: radial-gradient(circle at 50% var(--vaadin-spinner-width, 2px), transparent 40%, #000 70%);
    pointer-events: none;
    width: var(--vaadin-spinner-size, 1lh);
  }

  :host(:not([loading])) [part~='loader'] {
    display: none;
  }

  @media (forced-colors: active) {
    [part='loader'] {
      forced-color-adjust: none;
      --vaadin-spinner-color: CanvasText;
    }
  }
`;var Oi=[Ti,p`
    :host {
      --vaadin-item-checkmark-display: block;
    }

    [part='overlay'] {
      position: relative;
      width: var(--vaadin-combo-box-overlay-width, var(--_vaadin-combo-box-overlay-default-width, auto));
    }

    [part='content'] {
      display: flex;
      flex-direction: column;
      height: 100%;
    }

    :host([loading]) [part='content'] {
      --_items-min-height: calc(var(--vaadin-icon-size, 1lh) + 4px);
    }

    [part='loader'] {
      position: absolute;
      inset: var(--vaadin-item-overlay-padding, 4px);
      inset-block-end: auto;
      inset-inline-start: auto;
      margin: 2px;
    }
  `];function Jr(s){let i=[];for(;s;){if(s.nodeType===Node.DOCUMENT_NODE){i.push(s);break}if(s.nodeType===Node.DOCUMENT_FRAGMENT_NODE){i.push(s),s=s.host;continue}if(s.assignedSlot){s=s.assignedSlot;continue}s=s.parentNode}return i}function eo(s){return new Set(s?s.split(" ").filter(Boolean):[])}function en(s){return s?[...s].join(" "):""}function C(s,i,e){e?s.setAttribute(i,e):s.removeAttribute(i)}function tn(s){return eo(Array.isArray(s)?s.join(" "):s)}function to(s,i,e){e=tn(e);let t=eo(s.getAttribute(i));e.forEach(o=>t.add(o)),C(s,i,en(t))}function io(s,i,e){e=tn(e);let t=eo(s.getAttribute(i));e.forEach(o=>t.delete(o)),C(s,i,en(t))}function sn(s){return s.nodeType===Node.TEXT_NODE&&s.textContent.trim()===""}function on(s){return s?!!(s.nodeType===Node.ELEMENT_NODE&&(customElements.get(s.localName)||s.children.length>0)||s.textContent?.trim()):!1}var so={start:"top",end:"bottom"},oo={start:"left",end:"right"},rn=new ResizeObserver(s=>{setTimeout(()=>{s.forEach(i=>{i.target.__overlay&&i.target.__overlay._updatePosition()})})}),ye=s=>class extends s{static get properties(){return{positionTarget:{type:Object,value:null,sync:!0},horizontalAlign:{type:String,value:"start",sync:!0},verticalAlign:{type:String,value:"top",sync:!0},noHorizontalOverlap:{type:Boolean,value:!1,sync:!0},noVerticalOverlap:{type:Boolean,value:!1,sync:!0},requiredVerticalSpace:{type:Number,value:0,sync:!0}}}constructor(){super(),this._hasOverlayPositionMixin=!0,this.__onScroll=this.__onScroll.bind(this),this._updatePosition=this._updatePosition.bind(this)}connectedCallback(){super.connectedCallback(),this.opened&&this.__addUpdatePositionEventListeners()}disconnectedCallback(){super.disconnectedCallback(),this.__removeUpdatePositionEventListeners()}updated(e){if(super.updated(e),e.has("positionTarget")){let o=e.get("positionTarget");this.__oldContentWidth=void 0,this.__oldContentHeight=void 0,(!this.positionTarget&&o||this.positionTarget&&!o&&this.__margins)&&this.__resetPosition()}(e.has("opened")||e.has("positionTarget"))&&this.__updatePositionSettings(this.opened,this.positionTarget),["horizontalAlign","verticalAlign","noHorizontalOverlap","noVerticalOverlap","requiredVerticalSpace"].some(o=>e.has(o))&&this._updatePosition()}__addUpdatePositionEventListeners(){window.visualViewport.addEventListener("resize",this._updatePosition),window.visualViewport.addEventListener("scroll",this.__onScroll,!0),this.__positionTargetAncestorRootNodes=Jr(this.positionTarget),this.__positionTargetAncestorRootNodes.forEach(e=>{e.addEventListener("scroll",this.__onScroll,!0)}),this.positionTarget&&(this.__observePositionTargetMove=Zr(this.positionTarget,()=>{this._updatePosition()}))}__removeUpdatePositionEventListeners(){window.visualViewport.removeEventListener("resize",this._updatePosition),window.visualViewport.removeEventListener("scroll",this.__onScroll,!0),this.__positionTargetAncestorRootNodes&&(this.__positionTargetAncestorRootNodes.forEach(e=>{e.removeEventListener("scroll",this.__onScroll,!0)}),this.__positionTargetAncestorRootNodes=null),this.__observePositionTargetMove&&(this.__observePositionTargetMove(),this.__observePositionTargetMove=null)}__updatePositionSettings(e,t){if(this.__removeUpdatePositionEventListeners(),t&&(t.__overlay=null,rn.unobserve(t),e&&(this.__addUpdatePositionEventListeners(),t.__overlay=this,rn.observe(t))),e){let o=getComputedStyle(this);this.__margins||(this.__margins={},["top","bottom","left","right"].forEach(r=>{this.__margins[r]=parseInt(o[r],10)})),this._updatePosition(),requestAnimationFrame(()=>this._updatePosition())}}__onScroll(e){e.target instanceof Node&&this._deepContains(e.target)||this._updatePosition()}__resetPosition(){this.__margins=null,Object.assign(this.style,{justifyContent:"",alignItems:"",top:"",bottom:"",left:"",right:""}),V(this,"bottom-aligned",!1),V(this,"top-aligned",!1),V(this,"end-aligned",!1),V(this,"start-aligned",!1)}_updatePosition(){if(!this.positionTarget||!this.opened||!this.__margins)return;let e=this.positionTarget.getBoundingClientRect();if(e.width===0&&e.height===0&&this.opened){this.opened=!1;return}let t=this.__shouldAlignStartVertically(e);this.style.justifyContent=t?"flex-start":"flex-end";let o=this.__isRTL,r=this.__shouldAlignStartHorizontally(e,o),n=!o&&r||o&&!r;this.style.alignItems=n?"flex-start":"flex-end";let a=this.getBoundingClientRect(),l=this.__calculatePositionInOneDimension(e,a,this.noVerticalOverlap,so,this,t),d=this.__calculatePositionInOneDimension(e,a,this.noHorizontalOverlap,oo,this,r);Object.assign(this.style,l,d),V(this,"bottom-aligned",!t),V(this,"top-aligned",t),V(this,"end-aligned",!n),V(this,"start-aligned",n)}__shouldAlignStartHorizontally(e,t){let o=Math.max(this.__oldContentWidth||0,this.$.overlay.offsetWidth);this.__oldContentWidth=this.$.overlay.offsetWidth;let r=Math.min(window.innerWidth,document.documentElement.clientWidth),n=!t&&this.horizontalAlign==="start"||t&&this.horizontalAlign==="end";return this.__shouldAlignStart(e,o,r,this.__margins,n,this.noHorizontalOverlap,oo)}__shouldAlignStartVertically(e){let t=this.requiredVerticalSpace||Math.max(this.__oldContentHeight||0,this.$.overlay.offsetHeight);this.__oldContentHeight=this.$.overlay.offsetHeight;let o=Math.min(window.innerHeight,document.documentElement.clientHeight),r=this.verticalAlign==="top";return this.__shouldAlignStart(e,t,o,this.__margins,r,this.noVerticalOverlap,so)}__shouldAlignStart(e,t,o,r,n,a,l){let d=o-e[a?l.end:l.start]-r[l.end],c=e[a?l.start:l.end]-r[l.start],u=n?d:c,L=u>(n?c:d)||u>t;return n===L}__adjustBottomProperty(e,t,o){let r;if(e===t.end){if(t.end===so.end){let n=Math.min(window.innerHeight,document.documentElement.clientHeight);if(o>n&&this.__oldViewportHeight){let a=this.__oldViewportHeight-n;r=o-a}this.__oldViewportHeight=n}if(t.end===oo.end){let n=Math.min(window.innerWidth,document.documentElement.clientWidth);if(o>n&&this.__oldViewportWidth){let a=this.__oldViewportWidth-n;r=o-a}this.__oldViewportWidth=n}}return r}__calculatePositionInOneDimension(e,t,o,r,n,a){let l=a?r.start:r.end,d=a?r.end:r.start,c=parseFloat(n.style[l]||getComputedStyle(n)[l]),u=this.__adjustBottomProperty(l,r,c),I=t[a?r.start:r.end]-e[o===a?r.end:r.start],L=u?`${u}px`:`${c+I*(a?-1:1)}px`;return{[l]:L,[d]:""}}};var Pi=s=>class extends ye(s){constructor(){super(),this.requiredVerticalSpace=200}willUpdate(e){super.willUpdate(e),(e.has("opened")||e.has("positionTarget"))&&this.opened&&this.positionTarget&&this._updateOverlayWidth()}_shouldCloseOnOutsideClick(e){let t=e.composedPath();return!t.includes(this.positionTarget)&&!t.includes(this)}_mouseDownListener(e){super._mouseDownListener(e),this._shouldCloseOnOutsideClick(e)&&!Ne(e.composedPath()[0])&&e.preventDefault()}_updateOverlayWidth(){this.style.setProperty(`--_${this.localName}-default-width`,`${this.positionTarget.offsetWidth}px`)}};var ro=class extends Pi(se(E(x(b(y(v)))))){static get is(){return"vaadin-combo-box-overlay"}static get styles(){return[ie,Oi]}render(){return _`
      <div part="overlay" id="overlay">
        <div part="loader"></div>
        <div part="content" id="content"><slot></slot></div>
      </div>
    `}};m(ro);var Li=p`
  :host {
    /* Fixes scrollbar disappearing when 'Show scroll bars: Always' enabled in Safari */
    box-shadow: 0 0 0 white;
    display: block;
    min-height: 1px;
    overflow: auto;
    /* Fixes item background from getting on top of scrollbars on Safari */
    transform: translate3d(0, 0, 0);
  }

  #selector {
    border: 0 solid transparent;
    border-width: var(--vaadin-item-overlay-padding, 4px);
    position: relative;
    forced-color-adjust: none;
    min-height: var(--_items-min-height, auto);
  }

  #selector > * {
    forced-color-adjust: auto;
  }
`;var gl=0;function xe(){return gl++}var nn=0,an=0,et=[],no=!1;function bl(){no=!1;let s=et.length;for(let i=0;i<s;i++){let e=et[i];if(e)try{e()}catch(t){setTimeout(()=>{throw t})}}et.splice(0,s),an+=s}var z={after(s){return{run(i){return window.setTimeout(i,s)},cancel(i){window.clearTimeout(i)}}},run(s,i){return window.setTimeout(s,i)},cancel(s){window.clearTimeout(s)}};var Re={run(s){return window.requestAnimationFrame(s)},cancel(s){window.cancelAnimationFrame(s)}};var Bi={run(s){return window.requestIdleCallback?window.requestIdleCallback(s):window.setTimeout(s,16)},cancel(s){window.cancelIdleCallback?window.cancelIdleCallback(s):window.clearTimeout(s)}};var Z={run(s){no||(no=!0,queueMicrotask(()=>bl())),et.push(s);let i=nn;return nn+=1,i},cancel(s){let i=s-an;if(i>=0){if(!et[i])throw new Error(`invalid async handle: ${s}`);et[i]=null}}};var Ut=new Set,S=class s{static debounce(i,e,t){return i instanceof s?i._cancelAsync():i=new s,i.setConfig(e,t),i}constructor(){this._asyncModule=null,this._callback=null,this._timer=null}setConfig(i,e){this._asyncModule=i,this._callback=e,this._timer=this._asyncModule.run(()=>{this._timer=null,Ut.delete(this),this._callback()})}cancel(){this.isActive()&&(this._cancelAsync(),Ut.delete(this))}_cancelAsync(){this.isActive()&&(this._asyncModule.cancel(this._timer),this._timer=null)}flush(){this.isActive()&&(this.cancel(),this._callback())}isActive(){return this._timer!=null}};function Vi(s){Ut.add(s)}function yl(){let s=!!Ut.size;return Ut.forEach(i=>{try{i.flush()}catch(e){setTimeout(()=>{throw e})}}),s}var ze=()=>{let s;do s=yl();while(s)};var ln=navigator.userAgent.match(/iP(?:hone|ad;(?: U;)? CPU) OS (\d+)/u),xl=ln&&ln[1]>=8,dn=3,hn={_ratio:.5,_scrollerPaddingTop:0,_scrollPosition:0,_physicalSize:0,_physicalAverage:0,_physicalAverageCount:0,_physicalTop:0,_virtualCount:0,_estScrollHeight:0,_scrollHeight:0,_viewportHeight:0,_viewportWidth:0,_physicalItems:null,_physicalSizes:null,_firstVisibleIndexVal:null,_lastVisibleIndexVal:null,_maxPages:2,_templateCost:0,get _physicalBottom(){return this._physicalTop+this._physicalSize},get _scrollBottom(){return this._scrollPosition+this._viewportHeight},get _virtualEnd(){return this._virtualStart+this._physicalCount-1},get _hiddenContentSize(){return this._physicalSize-this._viewportHeight},get _maxScrollTop(){return this._estScrollHeight-this._viewportHeight+this._scrollOffset},get _maxVirtualStart(){let s=this._virtualCount;return Math.max(0,s-this._physicalCount)},get _virtualStart(){return this._virtualStartVal||0},set _virtualStart(s){s=this._clamp(s,0,this._maxVirtualStart),this._virtualStartVal=s},get _physicalStart(){return this._physicalStartVal||0},set _physicalStart(s){s%=this._physicalCount,s<0&&(s=this._physicalCount+s),this._physicalStartVal=s},get _physicalEnd(){return(this._physicalStart+this._physicalCount-1)%this._physicalCount},get _physicalCount(){return this._physicalCountVal||0},set _physicalCount(s){this._physicalCountVal=s},get _optPhysicalSize(){return this._viewportHeight===0?1/0:this._viewportHeight*this._maxPages},get _isVisible(){return!!(this.offsetWidth||this.offsetHeight)},get firstVisibleIndex(){let s=this._firstVisibleIndexVal;if(s==null){let i=this._physicalTop+this._scrollOffset;s=this._iterateItems((e,t)=>{if(i+=this._getPhysicalSizeIncrement(e),i>this._scrollPosition)return t})||0,this._firstVisibleIndexVal=s}return s},get lastVisibleIndex(){let s=this._lastVisibleIndexVal;if(s==null){let i=this._physicalTop+this._scrollOffset;this._iterateItems((e,t)=>{i<this._scrollBottom&&(s=t),i+=this._getPhysicalSizeIncrement(e)}),this._lastVisibleIndexVal=s}return s},get _scrollOffset(){return this._scrollerPaddingTop+this.scrollOffset},_scrollHandler(){let s=Math.max(0,Math.min(this._maxScrollTop,this._scrollTop)),i=s-this._scrollPosition,e=i>=0;if(this._scrollPosition=s,this._firstVisibleIndexVal=null,this._lastVisibleIndexVal=null,Math.abs(i)>this._physicalSize&&this._physicalSize>0){i-=this._scrollOffset;let t=Math.round(i/this._physicalAverage);this._virtualStart+=t,this._physicalStart+=t,this._physicalTop=Math.min(Math.floor(this._virtualStart)*this._physicalAverage,this._scrollPosition),this._update()}else if(this._physicalCount>0){let t=this._getReusables(e);e?(this._physicalTop=t.physicalTop,this._virtualStart+=t.indexes.length,this._physicalStart+=t.indexes.length):(this._virtualStart-=t.indexes.length,this._physicalStart-=t.indexes.length),this._update(t.indexes,e?null:t.indexes),this._debounce("_increasePoolIfNeeded",this._increasePoolIfNeeded.bind(this,0),Z)}},_getReusables(s){let i,e,t,o=[],r=this._hiddenContentSize*this._ratio,n=this._virtualStart,a=this._virtualEnd,l=this._physicalCount,d=this._physicalTop+this._scrollOffset,c=this._physicalBottom+this._scrollOffset,u=this._scrollPosition,I=this._scrollBottom;for(s?(i=this._physicalStart,e=u-d):(i=this._physicalEnd,e=c-I);t=this._getPhysicalSizeIncrement(i),e-=t,!(o.length>=l||e<=r);)if(s){if(a+o.length+1>=this._virtualCount||d+t>=u-this._scrollOffset)break;o.push(i),d+=t,i=(i+1)%l}else{if(n-o.length<=0||d+this._physicalSize-t<=I)break;o.push(i),d-=t,i=i===0?l-1:i-1}return{indexes:o,physicalTop:d-this._scrollOffset}},_update(s,i){if(!(s&&s.length===0||this._physicalCount===0)){if(this._assignModels(s),this._updateMetrics(s),i)for(;i.length;){let e=i.pop();this._physicalTop-=this._getPhysicalSizeIncrement(e)}this._positionItems(),this._updateScrollerSize()}},_isClientFull(){return this._scrollBottom!==0&&this._physicalBottom-1>=this._scrollBottom&&this._physicalTop<=this._scrollPosition},_increasePoolIfNeeded(s){let e=this._clamp(this._physicalCount+s,dn,this._virtualCount-this._virtualStart)-this._physicalCount,t=Math.round(this._physicalCount*.5);if(!(e<0)){if(e>0){let o=window.performance.now();[].push.apply(this._physicalItems,this._createPool(e));for(let r=0;r<e;r++)this._physicalSizes.push(0);this._physicalCount+=e,this._physicalStart>this._physicalEnd&&this._isIndexRendered(this._focusedVirtualIndex)&&this._getPhysicalIndex(this._focusedVirtualIndex)<this._physicalEnd&&(this._physicalStart+=e),this._update(),this._templateCost=(window.performance.now()-o)/e,t=Math.round(this._physicalCount*.5)}this._virtualEnd>=this._virtualCount-1||t===0||(this._isClientFull()?this._physicalSize<this._optPhysicalSize&&this._debounce("_increasePoolIfNeeded",this._increasePoolIfNeeded.bind(this,this._clamp(Math.round(50/this._templateCost),1,t)),Bi):this._debounce("_increasePoolIfNeeded",this._increasePoolIfNeeded.bind(this,t),Z))}},_render(){if(!(!this.isAttached||!this._isVisible))if(this._physicalCount!==0){let s=this._getReusables(!0);this._physicalTop=s.physicalTop,this._virtualStart+=s.indexes.length,this._physicalStart+=s.indexes.length,this._update(s.indexes),this._update(),this._increasePoolIfNeeded(0)}else this._virtualCount>0&&(this.updateViewportBoundaries(),this._increasePoolIfNeeded(dn))},_itemsChanged(s){s.path==="items"&&(this._virtualStart=0,this._physicalTop=0,this._virtualCount=this.items?this.items.length:0,this._physicalIndexForKey={},this._firstVisibleIndexVal=null,this._lastVisibleIndexVal=null,this._physicalItems||(this._physicalItems=[]),this._physicalSizes||(this._physicalSizes=[]),this._physicalStart=0,this._scrollTop>this._scrollOffset&&this._resetScrollPosition(0),this._debounce("_render",this._render,Re))},_iterateItems(s,i){let e,t,o,r;if(arguments.length===2&&i){for(r=0;r<i.length;r++)if(e=i[r],t=this._computeVidx(e),(o=s.call(this,e,t))!=null)return o}else{for(e=this._physicalStart,t=this._virtualStart;e<this._physicalCount;e++,t++)if((o=s.call(this,e,t))!=null)return o;for(e=0;e<this._physicalStart;e++,t++)if((o=s.call(this,e,t))!=null)return o}},_computeVidx(s){return s>=this._physicalStart?this._virtualStart+(s-this._physicalStart):this._virtualStart+(this._physicalCount-this._physicalStart)+s},_positionItems(){this._adjustScrollPosition();let s=this._physicalTop;this._iterateItems(i=>{this.translate3d(0,`${s}px`,0,this._physicalItems[i]),s+=this._physicalSizes[i]})},_getPhysicalSizeIncrement(s){return this._physicalSizes[s]},_adjustScrollPosition(){let s=this._virtualStart===0?this._physicalTop:Math.min(this._scrollPosition+this._physicalTop,0);if(s!==0){this._physicalTop-=s;let i=this._scrollPosition;!xl&&i>0&&this._resetScrollPosition(i-s)}},_resetScrollPosition(s){this.scrollTarget&&s>=0&&(this._scrollTop=s,this._scrollPosition=this._scrollTop)},_updateScrollerSize(s){let i=this._physicalBottom+Math.max(this._virtualCount-this._physicalCount-this._virtualStart,0)*this._physicalAverage;this._estScrollHeight=i,(s||this._scrollHeight===0||this._scrollPosition>=i-this._physicalSize||Math.abs(i-this._scrollHeight)>=this._viewportHeight)&&(this.$.items.style.height=`${i}px`,this._scrollHeight=i)},scrollToIndex(s){if(typeof s!="number"||s<0||s>this.items.length-1||(ze(),this._physicalCount===0))return;s=this._clamp(s,0,this._virtualCount-1),(!this._isIndexRendered(s)||s>=this._maxVirtualStart)&&(this._virtualStart=s-1),this._assignModels(),this._updateMetrics(),this._physicalTop=this._virtualStart*this._physicalAverage;let i=this._physicalStart,e=this._virtualStart,t=0,o=this._hiddenContentSize;for(;e<s&&t<=o;)t+=this._getPhysicalSizeIncrement(i),i=(i+1)%this._physicalCount,e+=1;this._updateScrollerSize(!0),this._positionItems(),this._resetScrollPosition(this._physicalTop+this._scrollOffset+t),this._increasePoolIfNeeded(0),this._firstVisibleIndexVal=null,this._lastVisibleIndexVal=null},_resetAverage(){this._physicalAverage=0,this._physicalAverageCount=0},_resizeHandler(){this._debounce("_render",()=>{this._firstVisibleIndexVal=null,this._lastVisibleIndexVal=null,this._isVisible?(this.updateViewportBoundaries(),this.toggleScrollListener(!0),this._resetAverage(),this._render()):this.toggleScrollListener(!1)},Re)},_isIndexRendered(s){return s>=this._virtualStart&&s<=this._virtualEnd},_getPhysicalIndex(s){return(this._physicalStart+(s-this._virtualStart))%this._physicalCount},_clamp(s,i,e){return Math.min(e,Math.max(i,s))},_debounce(s,i,e){this._debouncers||(this._debouncers={}),this._debouncers[s]=S.debounce(this._debouncers[s],e,i.bind(this)),Vi(this._debouncers[s])}};var Cl=1e5,ao=1e3,qt=class{constructor({createElements:i,updateElement:e,scrollTarget:t,scrollContainer:o,reorderElements:r,elementsContainer:n,__disableHeightPlaceholder:a}){this.isAttached=!0,this._vidxOffset=0,this.createElements=i,this.updateElement=e,this.scrollTarget=t,this.scrollContainer=o,this.reorderElements=r,this.elementsContainer=n||o,this.__disableHeightPlaceholder=a??!1,this._maxPages=1.3,this.__placeholderHeight=200,this.__elementHeightQueue=Array(10),this.timeouts={SCROLL_REORDER:500,PREVENT_OVERSCROLL:500,FIX_INVALID_ITEM_POSITIONING:100},this.__resizeObserver=new ResizeObserver(()=>this._resizeHandler()),getComputedStyle(this.scrollTarget).overflow==="visible"&&(this.scrollTarget.style.overflow="auto"),getComputedStyle(this.scrollContainer).position==="static"&&(this.scrollContainer.style.position="relative"),this.__resizeObserver.observe(this.scrollTarget),this.scrollTarget.addEventListener("scroll",()=>this._scrollHandler()),new ResizeObserver(([{contentRect:d}])=>{let c=d.width===0&&d.height===0;!c&&this.__scrollTargetHidden&&this.scrollTarget.scrollTop!==this._scrollPosition&&(this.scrollTarget.scrollTop=this._scrollPosition),this.__scrollTargetHidden=c}).observe(this.scrollTarget),this.elementsContainer.addEventListener("focusin",()=>this.__onElementFocused()),this.reorderElements&&(this.scrollTarget.addEventListener("mousedown",d=>{d.target===this.scrollTarget&&(this.__mouseDown=!0)}),this.scrollTarget.addEventListener("mouseup",()=>{this.__mouseDown=!1,this.__pendingReorder&&this.__reorderElements()}))}get scrollOffset(){return 0}get adjustedFirstVisibleIndex(){return this.firstVisibleIndex+this._vidxOffset}get adjustedLastVisibleIndex(){return this.lastVisibleIndex+this._vidxOffset}get _maxVirtualIndexOffset(){return this.size-this._virtualCount}__hasPlaceholders(){return this.__getVisibleElements().some(i=>i.__virtualizerPlaceholder)}scrollToIndex(i){if(typeof i!="number"||isNaN(i)||this.size===0||!this.scrollTarget.offsetHeight)return;delete this.__pendingScrollToIndex,this._physicalCount<=3&&this.flush(),i=this._clamp(i,0,this.size-1);let e=this.__getVisibleElements().length,t=Math.floor(i/this.size*this._virtualCount);this._virtualCount-t<e?(t=this._virtualCount-(this.size-i),this._vidxOffset=this._maxVirtualIndexOffset):t<e?i<ao?(t=i,this._vidxOffset=0):(t=ao,this._vidxOffset=i-t):this._vidxOffset=i-t,this.__skipNextVirtualIndexAdjust=!0,super.scrollToIndex(t),this.adjustedFirstVisibleIndex!==i&&this._scrollTop<this._maxScrollTop&&(this._scrollTop-=this.__getIndexScrollOffset(i)||0),this._scrollHandler(),this.__hasPlaceholders()&&(this.__pendingScrollToIndex=i)}flush(){this.scrollTarget.offsetHeight!==0&&(this._resizeHandler(),ze(),this._scrollHandler(),this.__fixInvalidItemPositioningDebouncer&&this.__fixInvalidItemPositioningDebouncer.flush(),this.__scrollReorderDebouncer&&this.__scrollReorderDebouncer.flush())}hostConnected(){this.scrollTarget.offsetParent&&this.scrollTarget.scrollTop!==this._scrollPosition&&(this.scrollTarget.scrollTop=this._scrollPosition)}update(i=0,e=this.size-1){let t=[];this.__getVisibleElements().forEach(o=>{o.__virtualIndex>=i&&o.__virtualIndex<=e&&(this.__updateElement(o,o.__virtualIndex,!0),t.push(o))}),this.__afterElementsUpdated(t)}_updateMetrics(i){ze();let e=0,t=0,o=this._physicalAverageCount,r=this._physicalAverage;this._iterateItems((n,a)=>{t+=this._physicalSizes[n];let l=this._physicalSizes[n];this._physicalSizes[n]=Math.ceil(this.__getBorderBoxHeight(this._physicalItems[n])),this._physicalSizes[n]!==l&&(this.__resizeObserver.unobserve(this._physicalItems[n]),this.__resizeObserver.observe(this._physicalItems[n],{box:"border-box"})),e+=this._physicalSizes[n],this._physicalAverageCount+=this._physicalSizes[n]?1:0},i),this._physicalSize=this._physicalSize+e-t,this._physicalAverageCount!==o&&(this._physicalAverage=Math.round((r*o+e)/this._physicalAverageCount))}__getBorderBoxHeight(i){let e=getComputedStyle(i),t=parseFloat(e.height)||0;if(e.boxSizing==="border-box")return t;let o=parseFloat(e.paddingBottom)||0,r=parseFloat(e.paddingTop)||0,n=parseFloat(e.borderBottomWidth)||0,a=parseFloat(e.borderTopWidth)||0;return t+o+r+n+a}__updateElement(i,e,t){i.__virtualizerPlaceholder&&(i.style.paddingTop="",i.style.opacity="",i.__virtualizerPlaceholder=!1),!this.__preventElementUpdates&&(i.__lastUpdatedIndex!==e||t)&&(this.updateElement(i,e),i.__lastUpdatedIndex=e)}__afterElementsUpdated(i){this.__disableHeightPlaceholder||i.forEach(e=>{let t=e.offsetHeight;if(t===0)e.style.paddingTop=`${this.__placeholderHeight}px`,e.style.opacity="0",e.__virtualizerPlaceholder=!0,this.__placeholderClearDebouncer=S.debounce(this.__placeholderClearDebouncer,Re,()=>this._resizeHandler());else{this.__elementHeightQueue.push(t),this.__elementHeightQueue.shift();let o=this.__elementHeightQueue.filter(r=>r!==void 0);this.__placeholderHeight=Math.round(o.reduce((r,n)=>r+n,0)/o.length)}}),this.__pendingScrollToIndex!==void 0&&!this.__hasPlaceholders()&&this.scrollToIndex(this.__pendingScrollToIndex)}__getIndexScrollOffset(i){let e=this.__getVisibleElements().find(t=>t.__virtualIndex===i);return e?this.scrollTarget.getBoundingClientRect().top-e.getBoundingClientRect().top:void 0}__restoreScrollOffset(i,e){let t=this.__getIndexScrollOffset(i);e!==void 0&&t!==void 0&&(this._scrollTop+=e-t)}get size(){return this.__size}set size(i){if(i===this.size)return;this.__fixInvalidItemPositioningDebouncer&&this.__fixInvalidItemPositioningDebouncer.cancel(),this._debouncers&&this._debouncers._increasePoolIfNeeded&&this._debouncers._increasePoolIfNeeded.cancel();let e=i>0&&this._scrollTop>0,t,o;e&&(t=this.adjustedFirstVisibleIndex,o=this.__getIndexScrollOffset(t)),this.__size=i,this.__preventElementUpdates=e,this._itemsChanged({path:"items"}),ze(),e&&(t=Math.min(t,i-1),this.scrollToIndex(t),this.__restoreScrollOffset(t,o)),this.__preventElementUpdates=!1,this._isVisible||this._assignModels(),this.elementsContainer.children.length||requestAnimationFrame(()=>this._resizeHandler()),this._updateScrollerSize(!0),this._resizeHandler(),ze(),this._debounce("_update",this._update,Z)}get _scrollTop(){return this.scrollTarget.scrollTop}set _scrollTop(i){this.scrollTarget.scrollTop=i}get items(){return{length:Math.min(this.size,Cl)}}get offsetHeight(){return this.scrollTarget.offsetHeight}get $(){return{items:this.scrollContainer}}updateViewportBoundaries(){this._scrollerPaddingTop=parseInt(window.getComputedStyle(this.scrollTarget)["padding-top"],10),this._viewportHeight=this.scrollTarget.offsetHeight}_createPool(i){let e=this.createElements(i),t=document.createDocumentFragment();return e.forEach(o=>{o.style.position="absolute",t.appendChild(o),this.__resizeObserver.observe(o,{box:"border-box"})}),this.elementsContainer.appendChild(t),e}_assignModels(i){let e=[];this._iterateItems((t,o)=>{let r=this._physicalItems[t];r.hidden=o>=this.size,r.hidden?delete r.__lastUpdatedIndex:(r.__virtualIndex=o+(this._vidxOffset||0),this.__updateElement(r,r.__virtualIndex),e.push(r))},i),this.__afterElementsUpdated(e)}_isClientFull(){return setTimeout(()=>{this.__clientFull=!0}),this.__clientFull||super._isClientFull()}translate3d(i,e,t,o){o.style.transform=`translateY(${e})`}toggleScrollListener(){}__getFocusedElement(){return this.__getVisibleElements().find(i=>i.matches(":focus-within"))}__nextFocusableSiblingMissing(i,e){return e.indexOf(i)===e.length-1&&this.size>i.__virtualIndex+1}__previousFocusableSiblingMissing(i,e){return e.indexOf(i)===0&&i.__virtualIndex>0}__onElementFocused(){if(!this.reorderElements)return;let i=this.__getFocusedElement();if(!i)return;let e=this.__getVisibleElements();(this.__previousFocusableSiblingMissing(i,e)||this.__nextFocusableSiblingMissing(i,e))&&this.flush();let t=this.__getVisibleElements();this.__nextFocusableSiblingMissing(i,t)?(this._scrollTop+=Math.ceil(i.getBoundingClientRect().bottom)-Math.floor(this.scrollTarget.getBoundingClientRect().bottom-1),this.flush()):this.__previousFocusableSiblingMissing(i,t)&&(this._scrollTop-=Math.ceil(this.scrollTarget.getBoundingClientRect().top+1)-Math.floor(i.getBoundingClientRect().top),this.flush())}_scrollHandler(){if(this.scrollTarget.offsetHeight===0)return;this._adjustVirtualIndexOffset(this._scrollTop-this._scrollPosition);let i=this._scrollTop-this._scrollPosition;if(super._scrollHandler(),this._physicalCount!==0){let e=i>=0,t=this._getReusables(!e);t.indexes.length&&(this._physicalTop=t.physicalTop,e?(this._virtualStart-=t.indexes.length,this._physicalStart-=t.indexes.length):(this._virtualStart+=t.indexes.length,this._physicalStart+=t.indexes.length),this._resizeHandler())}i&&(this.__fixInvalidItemPositioningDebouncer=S.debounce(this.__fixInvalidItemPositioningDebouncer,z.after(this.timeouts.FIX_INVALID_ITEM_POSITIONING),()=>this.__fixInvalidItemPositioning()),this.__overscrollDebouncer?.isActive()||(this.scrollTarget.style.overscrollBehavior="none"),this.__overscrollDebouncer=S.debounce(this.__overscrollDebouncer,z.after(this.timeouts.PREVENT_OVERSCROLL),()=>{this.scrollTarget.style.overscrollBehavior=null})),this.reorderElements&&(this.__scrollReorderDebouncer=S.debounce(this.__scrollReorderDebouncer,z.after(this.timeouts.SCROLL_REORDER),()=>this.__reorderElements())),this._scrollPosition===0&&this.firstVisibleIndex!==0&&Math.abs(i)>0&&this.scrollToIndex(0)}_resizeHandler(){super._resizeHandler();let i=this.adjustedLastVisibleIndex===this.size-1,e=this._physicalTop-this._scrollPosition;if(i&&e>0){let t=Math.ceil(e/this._physicalAverage);this._virtualStart=Math.max(0,this._virtualStart-t),this._physicalStart=Math.max(0,this._physicalStart-t),super.scrollToIndex(this._virtualCount-1),this.scrollTarget.scrollTop=this.scrollTarget.scrollHeight-this.scrollTarget.clientHeight}}__fixInvalidItemPositioning(){if(!this.scrollTarget.isConnected)return;let i=this._physicalTop>this._scrollTop,e=this._physicalBottom<this._scrollBottom,t=this.adjustedFirstVisibleIndex===0,o=this.adjustedLastVisibleIndex===this.size-1;if(i&&!t||e&&!o){let r=e,n=this._ratio;this._ratio=0,this._scrollPosition=this._scrollTop+(r?-1:1),this._scrollHandler(),this._ratio=n}}_increasePoolIfNeeded(i){if(this._physicalCount>2&&this._physicalAverage>0&&i>0){let t=Math.ceil(this._optPhysicalSize/this._physicalAverage)-this._physicalCount;super._increasePoolIfNeeded(Math.max(i,Math.min(100,t)))}else super._increasePoolIfNeeded(i)}get _optPhysicalSize(){let i=super._optPhysicalSize;return i<=0||this.__hasPlaceholders()?i:i+this.__getItemHeightBuffer()}__getItemHeightBuffer(){if(this._physicalCount===0)return 0;let i=Math.ceil(this._viewportHeight*(this._maxPages-1)/2),e=Math.max(...this._physicalSizes);return e>Math.min(...this._physicalSizes)?Math.max(0,e-i):0}__getVisibleElements(){return Array.from(this.elementsContainer.children).filter(i=>!i.hidden)}__reorderElements(){if(this.__mouseDown){this.__pendingReorder=!0;return}this.__pendingReorder=!1;let i=this._virtualStart+(this._vidxOffset||0),e=this.__getVisibleElements(),t=this.__getFocusedElement()||e[0];if(!t)return;let o=t.__virtualIndex-i,r=e.indexOf(t)-o;if(r>0)for(let n=0;n<r;n++)this.elementsContainer.appendChild(e[n]);else if(r<0)for(let n=e.length+r;n<e.length;n++)this.elementsContainer.insertBefore(e[n],e[0]);if(qr){let{transform:n}=this.scrollTarget.style;this.scrollTarget.style.transform="translateZ(0)",setTimeout(()=>{this.scrollTarget.style.transform=n})}}_adjustVirtualIndexOffset(i){let e=this._maxVirtualIndexOffset;if(this._virtualCount>=this.size)this._vidxOffset=0;else if(this.__skipNextVirtualIndexAdjust)this.__skipNextVirtualIndexAdjust=!1;else if(Math.abs(i)>1e4){let t=this._scrollTop/(this.scrollTarget.scrollHeight-this.scrollTarget.clientHeight);this._vidxOffset=Math.round(t*e)}else{let t=this._vidxOffset,o=ao,r=100,n,a,l=()=>{n=this.adjustedFirstVisibleIndex,a=this.__getIndexScrollOffset(n)};this._scrollTop===0?t!==0&&(l(),this._vidxOffset=0,super.scrollToIndex(0)):this.firstVisibleIndex<o&&this._vidxOffset>0&&(l(),this._vidxOffset-=Math.min(this._vidxOffset,r),super.scrollToIndex(this.firstVisibleIndex+(t-this._vidxOffset))),this._scrollTop>=this._maxScrollTop&&this._maxScrollTop>0?t!==e&&(l(),this._vidxOffset=e,super.scrollToIndex(this._virtualCount-1)):this.firstVisibleIndex>this._virtualCount-o&&this._vidxOffset<e&&(l(),this._vidxOffset+=Math.min(e-this._vidxOffset,r),super.scrollToIndex(this.firstVisibleIndex-(this._vidxOffset-t))),n!==void 0&&this.__restoreScrollOffset(n,a)}}};Object.setPrototypeOf(qt.prototype,hn);var $i=class{constructor(i){this.__adapter=new qt(i)}get firstVisibleIndex(){return this.__adapter.adjustedFirstVisibleIndex}get lastVisibleIndex(){return this.__adapter.adjustedLastVisibleIndex}get size(){return this.__adapter.size}set size(i){this.__adapter.size=i}scrollToIndex(i){this.__adapter.scrollToIndex(i)}update(i=0,e=this.size-1){this.__adapter.update(i,e)}flush(){this.__adapter.flush()}hostConnected(){this.__adapter.hostConnected()}};var B=class{toString(){return""}};var Fi=s=>class extends s{static get properties(){return{items:{type:Array,sync:!0,observer:"__itemsChanged"},focusedIndex:{type:Number,sync:!0,observer:"__focusedIndexChanged"},loading:{type:Boolean,sync:!0,observer:"__loadingChanged"},opened:{type:Boolean,sync:!0,observer:"__openedChanged"},selectedItem:{type:Object,sync:!0,observer:"__selectedItemChanged"},itemClassNameGenerator:{type:Object,observer:"__itemClassNameGeneratorChanged"},owner:{type:Object},getItemLabel:{type:Object},renderer:{type:Object,sync:!0,observer:"__rendererChanged"},theme:{type:String}}}constructor(){super(),this.__boundOnItemClick=this.__onItemClick.bind(this)}get _viewportTotalPaddingBottom(){if(this._cachedViewportTotalPaddingBottom===void 0){let e=window.getComputedStyle(this.$.selector);this._cachedViewportTotalPaddingBottom=[e.paddingBottom,e.borderBottomWidth].map(t=>parseInt(t,10)).reduce((t,o)=>t+o)}return this._cachedViewportTotalPaddingBottom}ready(){super.ready(),this.setAttribute("role","listbox"),this.id=`${this.localName}-${xe()}`,this.__hostTagName=this.constructor.is.replace("-scroller",""),this.addEventListener("click",e=>e.stopPropagation()),this.__patchWheelOverScrolling()}requestContentUpdate(){this.__virtualizer&&(this.items&&(this.__virtualizer.size=this.items.length),this.opened&&this.__virtualizer.update())}scrollIntoView(e,t=!1){if(!this.__virtualizer||!(this.opened&&e>=0))return;let o=[...this.children].find(c=>!c.hidden&&c.index===e);if(!t&&o){let c=o.getBoundingClientRect(),u=this.getBoundingClientRect();if(c.top>=u.top&&c.bottom+this._viewportTotalPaddingBottom<=u.bottom)return}let r=e;if(!t){let c=this._visibleItemsCount();e>this.__virtualizer.lastVisibleIndex-1?(this.__virtualizer.scrollToIndex(e),r=e-c+1):e>this.__virtualizer.firstVisibleIndex&&(r=this.__virtualizer.firstVisibleIndex)}this.__virtualizer.scrollToIndex(Math.max(0,r)),this.__virtualizer.flush();let n=[...this.children].find(c=>!c.hidden&&c.index===e);if(!n)return;if(t){n.scrollIntoView({block:"center"});return}let a=n.getBoundingClientRect(),l=this.getBoundingClientRect(),d=a.bottom+this._viewportTotalPaddingBottom;d>l.bottom?this.scrollTop+=d-l.bottom:a.top<l.top&&(this.scrollTop-=l.top-a.top)}_isItemSelected(e,t){return e instanceof B?!1:this.owner._isSameItem(e,t)}__initVirtualizer(){this.__virtualizer=new $i({createElements:this.__createElements.bind(this),updateElement:this._updateElement.bind(this),elementsContainer:this,scrollTarget:this,scrollContainer:this.$.selector,reorderElements:!0,__disableHeightPlaceholder:!0})}__itemsChanged(e){e&&this.__virtualizer&&this.requestContentUpdate()}__loadingChanged(){this.requestContentUpdate()}__openedChanged(e){if(e){this.__virtualizer||this.__initVirtualizer(),this.requestContentUpdate();return}let t=this.__virtualizer&&this.__virtualizer.__adapter;t&&t._scrollPosition>0&&(this.scrollTop=0,t._scrollPosition=0)}__selectedItemChanged(){this.requestContentUpdate()}__itemClassNameGeneratorChanged(e,t){(e||t)&&this.requestContentUpdate()}__focusedIndexChanged(e,t){e!==t&&this.requestContentUpdate(),e>=0&&!this.loading&&this.scrollIntoView(e)}__rendererChanged(e,t){(e||t)&&this.requestContentUpdate()}__createElements(e){return[...Array(e)].map(()=>{let t=document.createElement(`${this.__hostTagName}-item`);return t.addEventListener("click",this.__boundOnItemClick),t.tabIndex="-1",t.style.width="100%",t})}_updateElement(e,t){let o=this.items[t],r=this.focusedIndex,n=this._isItemSelected(o,this.selectedItem);e.setProperties({item:o,index:t,label:this.getItemLabel(o),selected:n,renderer:this.renderer,focused:!this.loading&&r===t}),typeof this.itemClassNameGenerator=="function"?e.className=this.itemClassNameGenerator(o):e.className!==""&&(e.className=""),e.id=`${this.__hostTagName}-item-${t}`,e.setAttribute("role",t!==void 0?"option":!1),e.setAttribute("aria-selected",n.toString()),e.setAttribute("aria-posinset",t+1),e.setAttribute("aria-setsize",this.items.length),C(e,"theme",this.theme),o instanceof B&&this.__requestItemByIndex(t)}__onItemClick(e){this.dispatchEvent(new CustomEvent("selection-changed",{detail:{item:e.currentTarget.item}}))}__patchWheelOverScrolling(){this.$.selector.addEventListener("wheel",e=>{let t=this.scrollTop===0,o=this.scrollHeight-this.scrollTop-this.clientHeight<=1;(t&&e.deltaY<0||o&&e.deltaY>0)&&e.preventDefault()})}__requestItemByIndex(e){requestAnimationFrame(()=>{this.dispatchEvent(new CustomEvent("index-requested",{detail:{index:e}}))})}_visibleItemsCount(){return this.__virtualizer.scrollToIndex(this.__virtualizer.firstVisibleIndex),this.__virtualizer.size>0?this.__virtualizer.lastVisibleIndex-this.__virtualizer.firstVisibleIndex+1:0}};var lo=class extends Fi(b(v)){static get is(){return"vaadin-combo-box-scroller"}static get styles(){return Li}render(){return _`
      <div id="selector">
        <slot></slot>
      </div>
    `}};m(lo);var P=s=>s??M;var wl=/\/\*[\*!]\s+vaadin-dev-mode:start([\s\S]*)vaadin-dev-mode:end\s+\*\*\//i,Ni=window.Vaadin&&window.Vaadin.Flow&&window.Vaadin.Flow.clients;function El(){function s(){return!0}return cn(s)}function Il(){try{return Sl()?!0:Ml()?Ni?!Dl():!El():!1}catch{return!1}}function Sl(){return localStorage.getItem("vaadin.developmentmode.force")}function Ml(){return["localhost","127.0.0.1"].indexOf(window.location.hostname)>=0}function Dl(){return!!(Ni&&Object.keys(Ni).map(i=>Ni[i]).filter(i=>i.productionMode).length>0)}function cn(s,i){if(typeof s!="function")return;let e=wl.exec(s.toString());if(e)try{s=new Function(e[1])}catch(t){console.log("vaadin-development-mode-detector: uncommentAndRun() failed",t)}return s(i)}window.Vaadin=window.Vaadin||{};var ho=function(s,i){if(window.Vaadin.developmentMode)return cn(s,i)};window.Vaadin.developmentMode===void 0&&(window.Vaadin.developmentMode=Il());function Al(){}var un=function(){if(typeof ho=="function")return ho(Al)};window.Vaadin||(window.Vaadin={});window.Vaadin.registrations||(window.Vaadin.registrations=[]);window.Vaadin.developmentModeCallback||(window.Vaadin.developmentModeCallback={});window.Vaadin.developmentModeCallback["vaadin-usage-statistics"]=function(){un()};var co,pn=new Set,W=s=>class extends E(s){static _ensureRegistrations(){let{is:e}=this;if(e&&!pn.has(e)){window.Vaadin.registrations.push(this),pn.add(e);let t=window.Vaadin.developmentModeCallback;t&&(co=S.debounce(co,Bi,()=>{t["vaadin-usage-statistics"]()}),Vi(co))}}constructor(){super(),document.doctype===null&&console.warn('Vaadin components require the "standards mode" declaration. Please add <!DOCTYPE html> to the HTML document.'),this.constructor._ensureRegistrations()}};var tt=class{constructor(i,e,t={}){this.target=i,this.callback=e,this.forceInitial=t.forceInitial,this._storedNodes=[],this._isSlot=i instanceof HTMLSlotElement,this._connected=!1,this._scheduled=!1,this._boundSchedule=()=>{this._schedule()},this.connect(),t.syncInitial?this.flush():this._schedule()}connect(){this.target.addEventListener("slotchange",this._boundSchedule),this._connected=!0}disconnect(){this.target.removeEventListener("slotchange",this._boundSchedule),this._connected=!1}_schedule(){this._scheduled||(this._scheduled=!0,queueMicrotask(()=>{this._scheduled&&this.flush()}))}flush(){this._connected&&(this._scheduled=!1,this._processNodes())}_collectNodes(){let i=this._isSlot?[this.target]:[...this.target.querySelectorAll("slot")];return[...new Set(i.flatMap(e=>e.assignedNodes({flatten:!0})))]}_groupNodesBySlot(i){let e=new Map;return i.forEach(t=>{let o=t.assignedSlot;e.set(o,e.get(o)??[]),e.get(o).push(t)}),e}_collectMovedNodes(i){let e=this._groupNodesBySlot(i),t=this._groupNodesBySlot(this._storedNodes),o=[];return e.forEach((r,n)=>{let a=t.get(n)||[];new Set(a).difference(new Set(r)).size>0||a.forEach((l,d)=>{r.indexOf(l)!==d&&o.push(l)})}),o}_processNodes(){let i=this._collectNodes(),e=i.filter(r=>!this._storedNodes.includes(r)),t=this._storedNodes.filter(r=>!i.includes(r)),o=this._collectMovedNodes(i);(e.length||t.length||o.length||this.forceInitial)&&this.callback({addedNodes:e,currentNodes:i,movedNodes:o,removedNodes:t}),this.forceInitial&&(this.forceInitial=!1),this._storedNodes=i}};var k=class extends EventTarget{static generateId(i,e="default"){return`${e}-${i.localName}-${xe()}`}constructor(i,e,t,o={}){super();let{initializer:r,multiple:n,observe:a,useUniqueId:l,uniqueIdPrefix:d}=o;this.host=i,this.slotName=e,this.tagName=t,this.observe=typeof a=="boolean"?a:!0,this.multiple=typeof n=="boolean"?n:!1,this.slotInitializer=r,n&&(this.nodes=[]),l&&(this.defaultId=this.constructor.generateId(i,d||e))}hostConnected(){this.initialized||(this.multiple?this.initMultiple():this.initSingle(),this.observe&&this.observeSlot(),this.initialized=!0)}initSingle(){let i=this.getSlotChild();i?(this.node=i,this.initAddedNode(i)):(i=this.attachDefaultNode(),this.initNode(i))}initMultiple(){let i=this.getSlotChildren();if(i.length===0){let e=this.attachDefaultNode();e&&(this.nodes=[e],this.initNode(e))}else this.nodes=i,i.forEach(e=>{this.initAddedNode(e)})}attachDefaultNode(){let{host:i,slotName:e,tagName:t}=this,o=this.defaultNode;return!o&&t&&(o=document.createElement(t),o instanceof Element&&(e!==""&&o.setAttribute("slot",e),this.defaultNode=o)),o&&(this.node=o,i.appendChild(o)),o}getSlotChildren(){let{slotName:i}=this;return Array.from(this.host.childNodes).filter(e=>e.nodeType===Node.ELEMENT_NODE&&e.hasAttribute("data-slot-ignore")?!1:e.nodeType===Node.ELEMENT_NODE&&e.slot===i||e.nodeType===Node.TEXT_NODE&&e.textContent.trim()&&i==="")}getSlotChild(){return this.getSlotChildren()[0]}initNode(i){let{slotInitializer:e}=this;e&&e(i,this.host)}initCustomNode(i){}teardownNode(i){}initAddedNode(i){i!==this.defaultNode&&(this.initCustomNode(i),this.initNode(i))}observeSlot(){let{slotName:i}=this,e=i===""?"slot:not([name])":`slot[name=${i}]`,t=this.host.shadowRoot.querySelector(e);new tt(t,({addedNodes:o,removedNodes:r})=>{let n=this.multiple?this.nodes:[this.node],a=o.filter(l=>!sn(l)&&!n.includes(l)&&!(l.nodeType===Node.ELEMENT_NODE&&l.hasAttribute("data-slot-ignore")));r.length&&(this.nodes=n.filter(l=>!r.includes(l)),r.forEach(l=>{this.teardownNode(l)})),a?.length>0&&(this.multiple?(this.defaultNode&&this.defaultNode.remove(),this.nodes=[...n,...a].filter(l=>l!==this.defaultNode),a.forEach(l=>{this.initAddedNode(l)})):(this.node&&this.node.remove(),this.node=a[0],this.initAddedNode(this.node)))})}};var Wt,it,Ri,K=class extends k{constructor(e){super(e,"tooltip");g(this,it);g(this,Wt,e=>{f(this,it,Ri).call(this,e.target)});this.setTarget(e)}initCustomNode(e){e.target=this.target,this.ariaTarget!==void 0&&(e.ariaTarget=this.ariaTarget),this.context!==void 0&&(e.context=this.context),this.manual!==void 0&&(e.manual=this.manual),this.position!==void 0&&(e._position=this.position),this.shouldShow!==void 0&&(e.shouldShow=this.shouldShow),this.manual||this.host.setAttribute("has-tooltip",""),f(this,it,Ri).call(this,e),e.addEventListener("content-changed",h(this,Wt))}teardownNode(e){this.manual||this.host.removeAttribute("has-tooltip"),e.removeEventListener("content-changed",h(this,Wt)),f(this,it,Ri).call(this,null)}setAriaTarget(e){this.ariaTarget=e;let t=this.node;t&&(t.ariaTarget=e)}setContext(e){this.context=e;let t=this.node;t&&(t.context=e)}setManual(e){this.manual=e;let t=this.node;t&&(t.manual=e)}setPosition(e){this.position=e;let t=this.node;t&&(t._position=e)}setShouldShow(e){this.shouldShow=e;let t=this.node;t&&(t.shouldShow=e)}setTarget(e){this.target=e;let t=this.node;t&&(t.target=e)}open(e){let t=this.node;t?.isConnected&&t._stateController.open(e)}close(e){let t=this.node;t&&t._stateController.close(e)}};Wt=new WeakMap,it=new WeakSet,Ri=function(e){this.dispatchEvent(new CustomEvent("tooltip-changed",{detail:{node:e}}))};var kl=s=>class extends s{get _keyboardActive(){return A()}ready(){this.addEventListener("focusin",e=>{this._shouldSetFocus(e)&&this._setFocused(!0)}),this.addEventListener("focusout",e=>{this._shouldRemoveFocus(e)&&this._setFocused(!1)}),super.ready()}disconnectedCallback(){super.disconnectedCallback(),this.hasAttribute("focused")&&this._setFocused(!1)}focus(e){super.focus(e),e?.focusVisible!==!1&&this.setAttribute("focus-ring","")}_setFocused(e){this.toggleAttribute("focused",e),this.toggleAttribute("focus-ring",e&&this._keyboardActive)}_shouldSetFocus(e){return!0}_shouldRemoveFocus(e){return!0}},Y=D(kl);var Tl=s=>class extends s{static get properties(){return{disabled:{type:Boolean,value:!1,observer:"_disabledChanged",reflectToAttribute:!0,sync:!0}}}_disabledChanged(e){this._setAriaDisabled(e)}_setAriaDisabled(e){C(this,"aria-disabled",e)}click(){this.disabled||super.click()}},Ce=D(Tl);var zi=s=>class extends Ce(s){static get properties(){return{tabindex:{type:Number,reflectToAttribute:!0,observer:"_tabindexChanged",sync:!0},_lastTabIndex:{type:Number}}}_disabledChanged(e,t){super._disabledChanged(e,t),!this.__shouldAllowFocusWhenDisabled()&&(e?(this.tabindex!==void 0&&(this._lastTabIndex=this.tabindex),this.setAttribute("tabindex","-1")):t&&(this._lastTabIndex!==void 0?this.setAttribute("tabindex",this._lastTabIndex):this.tabindex=void 0))}_tabindexChanged(e){this.__shouldAllowFocusWhenDisabled()||this.disabled&&e!==-1&&(this._lastTabIndex=e,this.setAttribute("tabindex","-1"))}focus(e){(!this.disabled||this.__shouldAllowFocusWhenDisabled())&&super.focus(e)}__shouldAllowFocusWhenDisabled(){return!1}};var Ol=s=>class extends Y(zi(s)){static get properties(){return{autofocus:{type:Boolean},focusElement:{type:Object,readOnly:!0,observer:"_focusElementChanged",sync:!0},_lastTabIndex:{value:0}}}constructor(){super(),this._boundOnBlur=this._onBlur.bind(this),this._boundOnFocus=this._onFocus.bind(this)}ready(){super.ready(),this.autofocus&&!this.disabled&&requestAnimationFrame(()=>{this.focus()})}focus(e){this.focusElement&&!this.disabled&&(this.focusElement.focus({preventScroll:!!e?.preventScroll}),e?.focusVisible!==!1&&this.setAttribute("focus-ring",""))}blur(){this.focusElement&&this.focusElement.blur()}click(){this.focusElement&&!this.disabled&&this.focusElement.click()}_focusElementChanged(e,t){e?(e.disabled=this.disabled,this._addFocusListeners(e),this.__forwardTabIndex(this.tabindex)):t&&this._removeFocusListeners(t)}_addFocusListeners(e){e.addEventListener("blur",this._boundOnBlur),e.addEventListener("focus",this._boundOnFocus)}_removeFocusListeners(e){e.removeEventListener("blur",this._boundOnBlur),e.removeEventListener("focus",this._boundOnFocus)}_onFocus(e){e.stopPropagation(),this.dispatchEvent(new Event("focus"))}_onBlur(e){e.stopPropagation(),this.dispatchEvent(new Event("blur"))}_shouldSetFocus(e){return e.target===this.focusElement}_shouldRemoveFocus(e){return e.target===this.focusElement}_disabledChanged(e,t){super._disabledChanged(e,t),this.focusElement&&(this.focusElement.disabled=e),e&&this.blur()}_tabindexChanged(e){this.__forwardTabIndex(e)}__forwardTabIndex(e){e!==void 0&&this.focusElement&&(this.focusElement.tabIndex=e,e!==-1&&(this.tabindex=void 0)),this.disabled&&e&&(e!==-1&&(this._lastTabIndex=e),this.tabindex=void 0),e===void 0&&this.hasAttribute("tabindex")&&this.removeAttribute("tabindex")}},st=D(Ol);var Pl=s=>class extends s{ready(){super.ready(),this.addEventListener("keydown",e=>{this._onKeyDown(e)}),this.addEventListener("keyup",e=>{this._onKeyUp(e)})}_onKeyDown(e){switch(e.key){case"Enter":this._onEnter(e);break;case"Escape":this._onEscape(e);break;default:break}}_onKeyUp(e){}_onEnter(e){}_onEscape(e){}},H=D(Pl);var uo=new WeakMap;function Ll(s){return uo.has(s)||uo.set(s,new Set),uo.get(s)}function Bl(s,i){let e=document.createElement("style");e.textContent=s,i===document?document.head.appendChild(e):i.insertBefore(e,i.firstChild)}var Vl=s=>class extends s{get slotStyles(){return[]}connectedCallback(){super.connectedCallback(),this.__applySlotStyles()}__applySlotStyles(){let e=this.getRootNode(),t=Ll(e);this.slotStyles.forEach(o=>{t.has(o)||(Bl(o,e),t.add(o))})}},fn=D(Vl);var $l=s=>class extends s{static get properties(){return{inputElement:{type:Object,readOnly:!0,observer:"_inputElementChanged",sync:!0},type:{type:String,readOnly:!0},value:{type:String,value:"",observer:"_valueChanged",notify:!0,sync:!0}}}constructor(){super(),this._boundOnInput=this._onInput.bind(this),this._boundOnChange=this._onChange.bind(this)}get _hasValue(){return this.value!=null&&this.value!==""}get _inputElementValueProperty(){return"value"}get _inputElementValue(){return this.inputElement?this.inputElement[this._inputElementValueProperty]:void 0}set _inputElementValue(e){this.inputElement&&(this.inputElement[this._inputElementValueProperty]=e)}clear(){this.value="",this._inputElementValue=""}_addInputListeners(e){e.addEventListener("input",this._boundOnInput),e.addEventListener("change",this._boundOnChange)}_removeInputListeners(e){e.removeEventListener("input",this._boundOnInput),e.removeEventListener("change",this._boundOnChange)}_forwardInputValue(e){this.inputElement&&(this._inputElementValue=e??"")}_inputElementChanged(e,t){e?this._addInputListeners(e):t&&this._removeInputListeners(t)}_onInput(e){let t=e.composedPath()[0];this.__userInput=e.isTrusted,this.value=t.value,this.__userInput=!1}_onChange(e){}_toggleHasValue(e){this.toggleAttribute("has-value",e)}_valueChanged(e,t){this._toggleHasValue(this._hasValue),!(e===""&&t===void 0)&&(this.__userInput||this._forwardInputValue(e))}},ot=D($l);var _n=s=>class extends ot(H(s)){static get properties(){return{clearButtonVisible:{type:Boolean,reflectToAttribute:!0,value:!1}}}get clearElement(){return console.warn(`Please implement the 'clearElement' property in <${this.localName}>`),null}ready(){super.ready(),this.clearElement&&(this.clearElement.addEventListener("mousedown",e=>this._onClearButtonMouseDown(e)),this.clearElement.addEventListener("click",e=>this._onClearButtonClick(e)))}_onClearButtonClick(e){e.preventDefault(),this._onClearAction()}_onClearButtonMouseDown(e){this._shouldKeepFocusOnClearMousedown()&&e.preventDefault(),Fe||this.inputElement.focus()}_onEscape(e){super._onEscape(e),this.clearButtonVisible&&this.value&&!this.readonly&&(e.stopPropagation(),this._onClearAction())}_onClearAction(){this._inputElementValue="",this.inputElement.dispatchEvent(new Event("input",{bubbles:!0,composed:!0})),this.inputElement.dispatchEvent(new Event("change",{bubbles:!0}))}_shouldKeepFocusOnClearMousedown(){return F(this.inputElement)}};var N,Yt,Gt,Xt,Zt,Qt,Jt,rt,nt,$,po,fo,Kt,_o,Hi=class{constructor(i){g(this,$);g(this,N);g(this,Yt,!1);g(this,Gt);g(this,Xt);g(this,Zt);g(this,Qt);g(this,Jt);g(this,rt,[]);g(this,nt,[]);this.host=i}setTarget(i){w(this,N,i),f(this,$,po).call(this),f(this,$,fo).call(this),f(this,$,Kt).call(this),f(this,$,_o).call(this)}setRequired(i){w(this,Yt,i),f(this,$,_o).call(this)}setLabel(i){w(this,Gt,i),f(this,$,po).call(this)}setLabelledBy(i){w(this,Xt,i),f(this,$,fo).call(this)}setDescribedBy(i){w(this,Zt,i),f(this,$,Kt).call(this)}setErrorId(i){w(this,Qt,i),f(this,$,Kt).call(this)}setHelperId(i){w(this,Jt,i),f(this,$,Kt).call(this)}};N=new WeakMap,Yt=new WeakMap,Gt=new WeakMap,Xt=new WeakMap,Zt=new WeakMap,Qt=new WeakMap,Jt=new WeakMap,rt=new WeakMap,nt=new WeakMap,$=new WeakSet,po=function(){h(this,N)&&C(h(this,N),"aria-label",h(this,Gt))},fo=function(){h(this,N)&&(io(h(this,N),"aria-labelledby",h(this,rt)),w(this,rt,[h(this,Xt)]),to(h(this,N),"aria-labelledby",h(this,rt)))},Kt=function(){h(this,N)&&(io(h(this,N),"aria-describedby",h(this,nt)),w(this,nt,[h(this,Zt),h(this,Jt),h(this,Qt)]),to(h(this,N),"aria-describedby",h(this,nt)))},_o=function(){h(this,N)&&(["input","textarea"].includes(h(this,N).localName)||C(h(this,N),"aria-required",h(this,Yt)))};var Q=document.createElement("div");Q.style.position="fixed";Q.style.clip="rect(0px, 0px, 0px, 0px)";Q.setAttribute("aria-live","polite");document.body.appendChild(Q);var ji;function at(s,i={}){let e=i.mode||"polite",t=i.timeout??150;e==="alert"?(Q.removeAttribute("aria-live"),Q.removeAttribute("role"),ji=S.debounce(ji,Re,()=>{Q.setAttribute("role","alert")})):(ji&&ji.cancel(),Q.removeAttribute("role"),Q.setAttribute("aria-live",e)),Q.textContent="",setTimeout(()=>{Q.textContent=s},t)}var He,lt,Ui,we=class extends k{constructor(e,t,o,r={}){super(e,t,o,{...r,useUniqueId:!0});g(this,lt);g(this,He)}initCustomNode(e){f(this,lt,Ui).call(this,e),this._notifyChange(e)}teardownNode(e){let t=this.getSlotChild();t&&t!==this.defaultNode?this._notifyChange(t):(this.restoreDefaultNode(),this.updateDefaultNode(this.node))}attachDefaultNode(){let e=super.attachDefaultNode();return e&&f(this,lt,Ui).call(this,e),e}restoreDefaultNode(){}updateDefaultNode(e){this._notifyChange(e)}observeNode(e){h(this,He)&&h(this,He).disconnect(),w(this,He,new MutationObserver(t=>{t.forEach(o=>{let r=o.target,n=r===this.node;o.type==="attributes"?n&&f(this,lt,Ui).call(this,r):(n||r.parentElement===this.node)&&this._notifyChange(this.node)})})),h(this,He).observe(e,{attributes:!0,attributeFilter:["id"],childList:!0,subtree:!0,characterData:!0})}_notifyChange(e){this.dispatchEvent(new CustomEvent("slot-content-changed",{detail:{hasContent:on(e),node:e}}))}};He=new WeakMap,lt=new WeakSet,Ui=function(e){let t=!this.nodes||e===this.nodes[0];e.nodeType===Node.ELEMENT_NODE&&(!this.multiple||t)&&!e.id&&(e.id=this.defaultId)};var qi=class extends we{constructor(i){super(i,"error-message","div")}setErrorMessage(i){this.errorMessage=i,this.updateDefaultNode(this.node)}setInvalid(i){this.invalid=i,this.updateDefaultNode(this.node)}initAddedNode(i){i!==this.defaultNode&&this.initCustomNode(i)}initNode(i){this.updateDefaultNode(i)}initCustomNode(i){i.textContent&&!this.errorMessage&&(this.errorMessage=i.textContent.trim()),super.initCustomNode(i)}restoreDefaultNode(){this.attachDefaultNode()}updateDefaultNode(i){let{errorMessage:e,invalid:t}=this,o=!!(t&&e&&e.trim()!=="");i&&(i.textContent=o?e:"",i.hidden=!o,o&&at(e,{mode:"assertive"})),super.updateDefaultNode(i)}};var Wi=class extends we{constructor(i){super(i,"helper",null)}setHelperText(i){this.helperText=i,this.getSlotChild()||this.restoreDefaultNode(),this.node===this.defaultNode&&this.updateDefaultNode(this.node)}restoreDefaultNode(){let{helperText:i}=this;if(i&&i.trim()!==""){this.tagName="div";let e=this.attachDefaultNode();this.observeNode(e)}}updateDefaultNode(i){i&&(i.textContent=this.helperText),super.updateDefaultNode(i)}initCustomNode(i){super.initCustomNode(i),this.observeNode(i)}};var dt=class extends we{constructor(i){super(i,"label","label")}setLabel(i){this.label=i,this.getSlotChild()||this.restoreDefaultNode(),this.node===this.defaultNode&&this.updateDefaultNode(this.node)}restoreDefaultNode(){let{label:i}=this;if(i&&i.trim()!==""){let e=this.attachDefaultNode();this.observeNode(e)}}updateDefaultNode(i){i&&(i.textContent=this.label),super.updateDefaultNode(i)}initCustomNode(i){super.initCustomNode(i),this.observeNode(i)}};var mn=s=>class extends s{static get properties(){return{label:{type:String,observer:"_labelChanged"}}}constructor(){super(),this._labelController=new dt(this),this._labelController.addEventListener("slot-content-changed",e=>{this.toggleAttribute("has-label",e.detail.hasContent)})}get _labelId(){return this._labelNode?.id}get _labelNode(){return this._labelController.node}ready(){super.ready(),this.addController(this._labelController)}_labelChanged(e){this._labelController.setLabel(e)}};var Fl=s=>class extends s{static get properties(){return{invalid:{type:Boolean,reflectToAttribute:!0,notify:!0,value:!1,sync:!0},manualValidation:{type:Boolean,value:!1},required:{type:Boolean,reflectToAttribute:!0,sync:!0}}}validate(){let i=this.checkValidity();return this._setInvalid(!i),this.dispatchEvent(new CustomEvent("validated",{detail:{valid:i}})),i}checkValidity(){return!this.required||!!this.value}_setInvalid(i){this._shouldSetInvalid(i)&&(this.invalid=i)}_shouldSetInvalid(i){return!0}_requestValidation(){this.manualValidation||this.validate()}},ht=D(Fl);var Ki=s=>{var i,vn,gn,bn,r;return r=class extends ht(mn(s)){constructor(){super();g(this,i);this._labelController.addEventListener("slot-content-changed",l=>{f(this,i,vn).call(this,l)}),this._helperController=new Wi(this),this._helperController.addEventListener("slot-content-changed",l=>{f(this,i,gn).call(this,l)}),this._errorController=new qi(this),this._errorController.addEventListener("slot-content-changed",l=>{f(this,i,bn).call(this,l)}),this._fieldAriaController=new Hi(this)}static get properties(){return{ariaTarget:{type:Object},errorMessage:{type:String},helperText:{type:String},accessibleName:{type:String},accessibleNameRef:{type:String},accessibleDescriptionRef:{type:String}}}get _errorNode(){return this._errorController.node}get _helperNode(){return this._helperController.node}ready(){super.ready(),this.addController(this._fieldAriaController),this.addController(this._helperController),this.addController(this._errorController)}updated(l){super.updated(l),l.has("invalid")&&this._errorController.setInvalid(this.invalid),l.has("errorMessage")&&this._errorController.setErrorMessage(this.errorMessage),l.has("helperText")&&this._helperController.setHelperText(this.helperText),l.has("ariaTarget")&&this._fieldAriaController.setTarget(this.ariaTarget),l.has("required")&&this._fieldAriaController.setRequired(this.required),l.has("accessibleName")&&this.__updateFieldAriaControllerLabel(),(l.has("accessibleName")||l.has("accessibleNameRef"))&&this.__updateFieldAriaControllerLabelledBy(),l.has("accessibleDescriptionRef")&&this.__updateFieldAriaControllerDescribedBy()}__updateFieldAriaControllerLabel(){this._fieldAriaController.setLabel(this.accessibleName)}__updateFieldAriaControllerLabelledBy(){let l=null;this.accessibleNameRef?l=this.accessibleNameRef:this.hasAttribute("has-label")&&!this.accessibleName&&(l=this._labelNode?.id),this._fieldAriaController.setLabelledBy(l)}__updateFieldAriaControllerDescribedBy(){this._fieldAriaController.setDescribedBy(this.accessibleDescriptionRef)}},i=new WeakSet,vn=function(l){this.__updateFieldAriaControllerLabelledBy()},gn=function(l){let{hasContent:d}=l.detail;this.toggleAttribute("has-helper",d),d?this._fieldAriaController.setHelperId(this._helperNode?.id):this._fieldAriaController.setHelperId(null)},bn=function(l){this.toggleAttribute("has-error-message",l.detail.hasContent),setTimeout(()=>{this.invalid?this._fieldAriaController.setErrorId(this._errorNode?.id):this._fieldAriaController.setErrorId(null)})},r};var Nl=s=>class extends s{static get properties(){return{stateTarget:{type:Object,observer:"_stateTargetChanged"}}}static get delegateAttrs(){return[]}static get delegateProps(){return[]}ready(){super.ready(),this._createDelegateAttrsObserver(),this._createDelegatePropsObserver()}_stateTargetChanged(e){e&&(this._ensureAttrsDelegated(),this._ensurePropsDelegated())}_createDelegateAttrsObserver(){this._createMethodObserver(`_delegateAttrsChanged(${this.constructor.delegateAttrs.join(", ")})`)}_createDelegatePropsObserver(){this._createMethodObserver(`_delegatePropsChanged(${this.constructor.delegateProps.join(", ")})`)}_ensureAttrsDelegated(){this.constructor.delegateAttrs.forEach(e=>{this._delegateAttribute(e,this[e])})}_ensurePropsDelegated(){this.constructor.delegateProps.forEach(e=>{this._delegateProperty(e,this[e])})}_delegateAttrsChanged(...e){this.constructor.delegateAttrs.forEach((t,o)=>{this._delegateAttribute(t,e[o])})}_delegatePropsChanged(...e){this.constructor.delegateProps.forEach((t,o)=>{this._delegateProperty(t,e[o])})}_delegateAttribute(e,t){this.stateTarget&&(e==="invalid"&&this._delegateAttribute("aria-invalid",t?"true":!1),typeof t=="boolean"?this.stateTarget.toggleAttribute(e,t):C(this.stateTarget,e,t))}_delegateProperty(e,t){this.stateTarget&&(this.stateTarget[e]=t)}},Yi=D(Nl);var Rl=s=>class extends Yi(ht(ot(s))){static get constraints(){return["required"]}static get delegateAttrs(){return[...super.delegateAttrs,"required"]}ready(){super.ready(),this._createConstraintsObserver()}checkValidity(){return this.inputElement&&this._hasValidConstraints(this.constructor.constraints.map(e=>this[e]))?this.inputElement.checkValidity():!this.invalid}_hasValidConstraints(e){return e.some(t=>this.__isValidConstraint(t))}_createConstraintsObserver(){this._createMethodObserver(`_constraintsChanged(stateTarget, ${this.constructor.constraints.join(", ")})`)}_constraintsChanged(e,...t){if(!e)return;let o=this._hasValidConstraints(t),r=this.__previousHasConstraints&&!o;(this._hasValue||this.invalid)&&o?this._requestValidation():r&&!this.manualValidation&&this._setInvalid(!1),this.__previousHasConstraints=o}_onChange(e){e.stopPropagation(),this._requestValidation(),this.dispatchEvent(new CustomEvent("change",{detail:{sourceEvent:e},bubbles:e.bubbles,cancelable:e.cancelable}))}__isValidConstraint(e){return!!e||e===0}},ct=D(Rl);var ut=s=>class extends fn(st(ct(Ki(_n(H(s)))))){static get properties(){return{allowedCharPattern:{type:String,observer:"_allowedCharPatternChanged"},autoselect:{type:Boolean,value:!1},name:{type:String,reflectToAttribute:!0},placeholder:{type:String,reflectToAttribute:!0},readonly:{type:Boolean,value:!1,reflectToAttribute:!0},title:{type:String,reflectToAttribute:!0}}}static get delegateAttrs(){return[...super.delegateAttrs,"name","type","placeholder","readonly","invalid","title"]}constructor(){super(),this._boundOnPaste=this._onPaste.bind(this),this._boundOnDrop=this._onDrop.bind(this),this._boundOnBeforeInput=this._onBeforeInput.bind(this)}get slotStyles(){let e=this.localName;return[`
          /* Needed for Safari, where ::slotted(...)::placeholder does not work */
          ${e} > :is(input[slot='input'], textarea[slot='textarea'])::placeholder {
            font: inherit;
            color: inherit;
          }

          /* Override built-in autofill styles */
          ${e} > input[slot='input']:autofill {
            -webkit-text-fill-color: var(--vaadin-input-field-autofill-color, black) !important;
            background-clip: text !important;
          }

          ${e}:has(> input[slot='input']:autofill)::part(input-field) {
            --vaadin-input-field-background: var(--vaadin-input-field-autofill-background, lightyellow) !important;
            --vaadin-input-field-value-color: var(--vaadin-input-field-autofill-color, black) !important;
            --vaadin-input-field-button-text-color: var(--vaadin-input-field-autofill-color, black) !important;
          }
        `]}_onFocus(e){super._onFocus(e),this.autoselect&&this.inputElement&&this.inputElement.select()}_addInputListeners(e){super._addInputListeners(e),e.addEventListener("paste",this._boundOnPaste),e.addEventListener("drop",this._boundOnDrop),e.addEventListener("beforeinput",this._boundOnBeforeInput)}_removeInputListeners(e){super._removeInputListeners(e),e.removeEventListener("paste",this._boundOnPaste),e.removeEventListener("drop",this._boundOnDrop),e.removeEventListener("beforeinput",this._boundOnBeforeInput)}_onKeyDown(e){super._onKeyDown(e),this.allowedCharPattern&&!this.__shouldAcceptKey(e)&&e.target===this.inputElement&&(e.preventDefault(),this._markInputPrevented())}_markInputPrevented(){this.setAttribute("input-prevented",""),this._preventInputDebouncer=S.debounce(this._preventInputDebouncer,z.after(200),()=>{this.removeAttribute("input-prevented")})}__shouldAcceptKey(e){return e.metaKey||e.ctrlKey||!e.key||e.key.length!==1||this.__allowedCharRegExp.test(e.key)}_onPaste(e){if(this.allowedCharPattern){let t=e.clipboardData.getData("text");this.__allowedTextRegExp.test(t)||(e.preventDefault(),this._markInputPrevented())}}_onDrop(e){if(this.allowedCharPattern){let t=e.dataTransfer.getData("text");this.__allowedTextRegExp.test(t)||(e.preventDefault(),this._markInputPrevented())}}_onBeforeInput(e){this.allowedCharPattern&&e.data&&!this.__allowedTextRegExp.test(e.data)&&(e.preventDefault(),this._markInputPrevented())}_allowedCharPatternChanged(e){if(e)try{this.__allowedCharRegExp=new RegExp(`^${e}$`,"u"),this.__allowedTextRegExp=new RegExp(`^${e}*$`,"u")}catch(t){console.error(t)}}};var Ee=class extends k{constructor(i,e,t={}){let{uniqueIdPrefix:o}=t;super(i,"input","input",{initializer:(r,n)=>{n.value&&(r.value=n.value),n.type&&r.setAttribute("type",n.type),r.id=this.defaultId,typeof e=="function"&&e(r)},useUniqueId:!0,uniqueIdPrefix:o})}};var ei,mo,Gi,Ie=class{constructor(i,e){g(this,ei);g(this,Gi,()=>{let i=e=>{e.stopImmediatePropagation(),this.input.removeEventListener("click",i)};this.input.addEventListener("click",i)});this.input=i,e.addEventListener("slot-content-changed",t=>{f(this,ei,mo).call(this,t.detail.node)}),f(this,ei,mo).call(this,e.node)}};ei=new WeakSet,mo=function(i){i&&(i.addEventListener("click",h(this,Gi)),this.input&&i.setAttribute("for",this.input.id))},Gi=new WeakMap;var yn=s=>class extends ct(s){static get properties(){return{pattern:{type:String}}}static get delegateAttrs(){return[...super.delegateAttrs,"pattern"]}static get constraints(){return[...super.constraints,"pattern"]}};var xn=p`
  [part$='button'] {
    color: var(--vaadin-input-field-button-text-color, var(--vaadin-text-color-secondary));
    cursor: var(--vaadin-clickable-cursor);
    touch-action: manipulation;
    -webkit-tap-highlight-color: transparent;
    -webkit-user-select: none;
    user-select: none;
    /* Ensure minimum click target (WCAG) */
    padding: max(0px, (24px - var(--vaadin-icon-size, 1lh)) / 2);
    margin: min(0px, (24px - var(--vaadin-icon-size, 1lh)) / -2);
  }

  /* Icon */
  [part$='button']::before {
    background: currentColor;
    content: '';
    display: block;
    height: var(--vaadin-icon-size, 1lh);
    width: var(--vaadin-icon-size, 1lh);
    mask-size: var(--vaadin-icon-visual-size, 100%);
    mask-position: 50%;
    mask-repeat: no-repeat;
  }

  :host(:is(:not([clear-button-visible][has-value]), [disabled], [readonly])) [part~='clear-button'] {
    display: none;
  }

  [part~='clear-button']::before {
    mask-image: var(--_vaadin-icon-cross);
  }

  :host(:is([readonly], [disabled])) [part$='button'] {
    color: var(--vaadin-text-color-disabled);
    cursor: var(--vaadin-disabled-cursor);
  }

  @media (forced-colors: active) {
    [part$='button']::before {
      background: CanvasText;
    }

    :host([disabled]) [part$='button'] {
      color: GrayText;
    }

    :host([disabled]) [part$='button']::before {
      background: GrayText;
    }
  }
`;var Cn=p`
  :host {
    --_helper-below-field: initial;
    --_helper-above-field: ;
    --_no-helper: initial;
    --_has-helper: ;
    --_no-error: initial;
    --_has-error: ;
    --_gap: var(--vaadin-input-field-container-gap, var(--vaadin-gap-xs));
    --_gap-s: round(var(--_gap) / 3, 2px);
    display: inline-grid;
    grid-template:
      'label' auto var(--_helper-above-field, 'helper' auto) 'baseline' 0 'input' 1fr var(
        --_helper-below-field,
        'helper' auto
      )
      'error' auto / 100%;
    height: fit-content;
    outline: none;
    cursor: default;
    -webkit-tap-highlight-color: transparent;
  }

  :host([has-helper]) {
    --_has-helper: initial;
    --_no-helper: ;
  }

  :host([has-error-message]) {
    --_has-error: initial;
    --_no-error: ;
  }

  :host([hidden]) {
    display: none !important;
  }

  :host(:not([has-label])) [part='label'],
  :host(:not([has-helper])) [part='helper-text'],
  :host(:not([has-error-message])) [part='error-message'] {
    display: none;
  }

  /* Baseline alignment guide */
  :host::before {
    content: '\\2003' / '';
    grid-column: 1;
    grid-row: 1 / baseline;
    align-self: end;
    font-size: var(--vaadin-input-field-value-font-size, inherit);
    line-height: var(--vaadin-input-field-value-line-height, inherit);
    padding: var(
      --vaadin-input-field-padding,
      var(--vaadin-padding-block-container) var(--vaadin-padding-inline-container)
    );
    border: var(--vaadin-input-field-border-width, 1px) solid transparent;
    pointer-events: none;
    margin-bottom: calc(
      var(
          --vaadin-field-baseline-input-height,
          (1lh + var(--vaadin-padding-block-container) * 2 + var(--vaadin-input-field-border-width, 1px) * 2)
        ) *
        -1
    );
  }

  [class$='container'] {
    display: contents;
  }

  [part] {
    grid-column: 1;
  }

  [part='label'] {
    font-size: var(--vaadin-input-field-label-font-size, inherit);
    line-height: var(--vaadin-input-field-label-line-height, inherit);
    font-weight: var(--vaadin-input-field-label-font-weight, 500);
    color: var(--vaadin-input-field-label-color, var(--vaadin-text-color));
    word-break: break-word;
    position: relative;
    grid-area: label;
    margin-bottom: var(--_helper-below-field, var(--_gap)) var(--_helper-above-field, var(--_no-helper, var(--_gap)));
  }

  ::slotted(label) {
    cursor: inherit;
  }

  :host([disabled]) [part='label'],
  :host([disabled]) ::slotted(label) {
    opacity: 0.5;
  }

  :host([disabled]) [part='label'] ::slotted(label) {
    opacity: 1;
  }

  :host([required]) [part='label'] {
    padding-inline-end: 1em;
  }

  [part='required-indicator'] {
    display: inline-block;
    position: absolute;
    width: 1em;
    text-align: center;
    color: var(--vaadin-input-field-required-indicator-color, var(--vaadin-text-color-secondary));
  }

  [part='required-indicator']::after {
    content: var(--vaadin-input-field-required-indicator, '*');
  }

  :host(:not([required])) [part='required-indicator'] {
    display: none;
  }

  [part='label'],
  [part='helper-text'],
  [part='error-message'] {
    width: min-content;
    min-width: 100%;
    box-sizing: border-box;
  }

  [part='input-field'],
  [part='group-field'],
  [part='input-fields'] {
    grid-area: input;
  }

  [part='input-field'] {
    width: var(--vaadin-field-default-width, 12em);
    max-width: 100%;
    min-width: 100%;
  }

  :host([readonly]) [part='input-field'] {
    cursor: default;
  }

  :host([disabled]) [part='input-field'] {
    cursor: var(--vaadin-disabled-cursor);
  }

  [part='helper-text'] {
    font-size: var(--vaadin-input-field-helper-font-size, inherit);
    line-height: var(--vaadin-input-field-helper-line-height, inherit);
    font-weight: var(--vaadin-input-field-helper-font-weight, 400);
    color: var(--vaadin-input-field-helper-color, var(--vaadin-text-color-secondary));
    grid-area: helper;
    margin-top: var(--_helper-above-field, var(--_gap-s)) var(--_helper-below-field, var(--_gap));
    margin-bottom: var(--_helper-above-field, var(--_gap));
  }

  [part='error-message'] {
    font-size: var(--vaadin-input-field-error-font-size, inherit);
    line-height: var(--vaadin-input-field-error-line-height, inherit);
    font-weight: var(--vaadin-input-field-error-font-weight, 400);
    color: var(--vaadin-input-field-error-color, var(--vaadin-text-color));
    display: flex;
    gap: var(--vaadin-gap-xs);
    grid-area: error;
    margin-top: var(--_has-helper, var(--_helper-below-field, var(--_gap-s)) var(--_helper-above-field, var(--_gap)))
      var(--_no-helper, var(--_gap));
  }

  [part='error-message']::before {
    content: '';
    display: inline-block;
    flex: none;
    width: var(--vaadin-icon-size, 1lh);
    height: var(--vaadin-icon-size, 1lh);
    mask: var(--_vaadin-icon-warn) 50% / var(--vaadin-icon-visual-size, 100%) no-repeat;
    background: currentColor;
  }

  :host([theme~='helper-above-field']) {
    --_helper-above-field: initial;
    --_helper-below-field: ;
  }

  @media (forced-colors: active) {
    [part='error-message']::before {
      background: CanvasText;
    }
  }
`;var Se=[Cn,xn];var Xi=p`
  :host([opened]) {
    pointer-events: auto;
  }

  [part~='toggle-button']::before {
    mask-image: var(--_vaadin-icon-chevron-down);
  }

  :host([readonly]) [part~='toggle-button'] {
    display: none;
  }
`;var Me,ti,pt,ft,vo=class vo{constructor(i,e,t,o,r){T(this,"context");T(this,"items",[]);T(this,"pendingRequests",{});g(this,Me,{});g(this,ti);g(this,pt,0);g(this,ft,0);this.context=i,this.pageSize=e,this.size=t,this.parentCache=o,this.parentCacheIndex=r,w(this,ft,t||0)}get parentItem(){return this.parentCache&&this.parentCache.items[this.parentCacheIndex]}get subCaches(){return Object.values(h(this,Me))}get isLoading(){return Object.keys(this.pendingRequests).length>0?!0:this.subCaches.some(i=>i.isLoading)}get flatSize(){return h(this,ft)}get pageSize(){return h(this,ti)}set pageSize(i){w(this,ti,i),this.pendingRequests={},this.subCaches.forEach(e=>{e.pageSize=i})}get size(){return h(this,pt)}set size(i){var t;if(h(this,pt)!==i){if(w(this,pt,i),this.context.placeholder!==void 0){this.items.length=i||0;for(let o=0;o<i;o++)(t=this.items)[o]||(t[o]=this.context.placeholder)}this.items.length>i&&(this.items.length=i||0),Object.keys(this.pendingRequests).forEach(o=>{parseInt(o)*this.pageSize>=this.size&&delete this.pendingRequests[o]})}}recalculateFlatSize(){w(this,ft,!this.parentItem||this.context.isExpanded(this.parentItem)?this.size+this.subCaches.reduce((i,e)=>(e.recalculateFlatSize(),i+e.flatSize),0):0)}setPage(i,e){let t=i*this.pageSize;e.forEach((o,r)=>{let n=t+r;(this.size===void 0||n<this.size)&&(this.items[n]=o)})}getSubCache(i){return h(this,Me)[i]}removeSubCache(i){delete h(this,Me)[i]}removeSubCaches(){w(this,Me,{})}createSubCache(i){let e=new vo(this.context,this.pageSize,0,this,i);return h(this,Me)[i]=e,e}getFlatIndex(i){let e=Math.max(0,Math.min(this.size-1,i));return this.subCaches.reduce((t,o)=>{let r=o.parentCacheIndex;return e>r?t+o.flatSize:t},e)}};Me=new WeakMap,ti=new WeakMap,pt=new WeakMap,ft=new WeakMap;var Zi=vo;function go(s,i,e=0){let t=i;for(let o of s.subCaches){let r=o.parentCacheIndex;if(t<=r)break;if(t<=r+o.flatSize)return go(o,t-r-1,e+1);t-=o.flatSize}return{cache:s,item:s.items[t],index:t,page:Math.floor(t/s.pageSize),level:e}}function bo({getItemId:s},i,e,t=0,o=0){for(let r=0;r<i.items.length;r++){let n=i.items[r];if(n&&s(n)===s(e))return{cache:i,level:t,item:n,index:r,page:Math.floor(r/i.pageSize),subCache:i.getSubCache(r),flatIndex:o+i.getFlatIndex(r)}}for(let r of i.subCaches){let n=o+i.getFlatIndex(r.parentCacheIndex),a=bo({getItemId:s},r,e,t+1,n+1);if(a)return a}}function yo(s,[i,...e],t=0){i===1/0&&(i=s.size-1);let o=s.getFlatIndex(i),r=s.getSubCache(i);return r?.flatSize>0&&e.length?yo(r,e,t+o+1):t+o}var j,wn,xo,Qi,Co,Ji=class extends EventTarget{constructor(e,{size:t,pageSize:o,isExpanded:r,getItemId:n,isPlaceholder:a,placeholder:l,dataProvider:d,dataProviderParams:c}){super();g(this,j);T(this,"host");T(this,"dataProvider");T(this,"dataProviderParams");T(this,"isExpanded");T(this,"getItemId");T(this,"rootCache");T(this,"placeholder");T(this,"isPlaceholder");this.host=e,this.getItemId=n,this.isExpanded=r,this.placeholder=l,this.isPlaceholder=a,this.dataProvider=d,this.dataProviderParams=c,this.rootCache=f(this,j,xo).call(this,o,t)}get flatSize(){return this.rootCache.flatSize}get pageSize(){return this.rootCache.pageSize}isLoading(){return this.rootCache.isLoading}setPageSize(e){this.rootCache.pageSize=e}setDataProvider(e){this.dataProvider=e}recalculateFlatSize(){this.rootCache.recalculateFlatSize()}clearCache(){this.rootCache=f(this,j,xo).call(this,this.rootCache.pageSize,this.rootCache.size)}getFlatIndexContext(e){return go(this.rootCache,e)}getItemContext(e){return bo({getItemId:this.getItemId},this.rootCache,e)}getFlatIndexByPath(e){return yo(this.rootCache,e)}ensureFlatIndexLoaded(e){let{cache:t,page:o,item:r}=this.getFlatIndexContext(e);f(this,j,Co).call(this,r)||f(this,j,Qi).call(this,t,o)}ensureFlatIndexHierarchy(e){let{cache:t,item:o,index:r}=this.getFlatIndexContext(e);if(f(this,j,Co).call(this,o)&&this.isExpanded(o)&&!t.getSubCache(r)){let n=t.createSubCache(r);f(this,j,Qi).call(this,n,0)}}loadFirstPage(){f(this,j,Qi).call(this,this.rootCache,0)}_shouldLoadCachePage(e,t){return!0}};j=new WeakSet,wn=function(){return{isExpanded:this.isExpanded,placeholder:this.placeholder}},xo=function(e,t){return new Zi(h(this,j,wn),e,t)},Qi=function(e,t){if(!this.dataProvider||e.pendingRequests[t]||!this._shouldLoadCachePage(e,t))return;let o={page:t,pageSize:e.pageSize,parentItem:e.parentItem};this.dataProviderParams&&(o={...o,...this.dataProviderParams()});let r=(n,a)=>{e.pendingRequests[t]===r&&(a!==void 0?e.size=a:o.parentItem&&(e.size=n.length),e.setPage(t,n),this.recalculateFlatSize(),this.dispatchEvent(new CustomEvent("page-received")),delete e.pendingRequests[t],this.dispatchEvent(new CustomEvent("page-loaded")))};e.pendingRequests[t]=r,this.dispatchEvent(new CustomEvent("page-requested")),this.dataProvider(o,r)},Co=function(e){return this.isPlaceholder?!this.isPlaceholder(e):this.placeholder?e!==this.placeholder:!!e};var es=s=>class extends s{static get properties(){return{pageSize:{type:Number,value:50,observer:"_pageSizeChanged",sync:!0},size:{type:Number,observer:"_sizeChanged",sync:!0},dataProvider:{type:Object,observer:"_dataProviderChanged",sync:!0}}}static get observers(){return["_dataProviderFilterChanged(filter)","_ensureFirstPage(opened)"]}constructor(){super(),this.__dataProviderInitialized=!1,this.__previousDataProviderFilter,this.__dataProviderController=new Ji(this,{placeholder:new B,isPlaceholder:e=>e instanceof B,dataProviderParams:()=>({filter:this.filter})}),this.__dataProviderController.addEventListener("page-requested",this.__onDataProviderPageRequested.bind(this)),this.__dataProviderController.addEventListener("page-loaded",this.__onDataProviderPageLoaded.bind(this))}ready(){super.ready(),this._scroller.addEventListener("index-requested",e=>{if(!this._shouldFetchData())return;let t=e.detail.index;t!==void 0&&this.__dataProviderController.ensureFlatIndexLoaded(t)}),this.__dataProviderInitialized=!0,this.dataProvider&&this.__synchronizeControllerState()}_dataProviderFilterChanged(e){if(this.__previousDataProviderFilter===void 0&&e===""){this.__previousDataProviderFilter=e;return}this.__previousDataProviderFilter!==e&&(this.__previousDataProviderFilter=e,this.__dataProviderController.rootCache.size=void 0,this.clearCache())}_shouldFetchData(){return this.dataProvider?this.opened||this.filter&&this.filter.length:!1}_ensureFirstPage(e){!this._shouldFetchData()||!e||(this._forceNextRequest||this.size===void 0?(this._forceNextRequest=!1,this.__dataProviderController.loadFirstPage()):this.size>0&&this.__dataProviderController.ensureFlatIndexLoaded(0))}__onDataProviderPageRequested(){this.__synchronizeControllerState()}__onDataProviderPageLoaded(){let{rootCache:e}=this.__dataProviderController;e.items=[...e.items],this.__synchronizeControllerState(),!this.opened&&!this._isInputFocused()&&this._commitValue()}clearCache(){this.dataProvider&&(this.__dataProviderController.clearCache(),this._shouldFetchData()?(this._forceNextRequest=!1,this.__dataProviderController.loadFirstPage()):this._forceNextRequest=!0,this.__synchronizeControllerState())}_sizeChanged(e){let{rootCache:t}=this.__dataProviderController;t.size!==e&&(t.size=e,t.items=[...t.items],this.__synchronizeControllerState())}_filteredItemsChanged(e){if(super._filteredItemsChanged(e),this.dataProvider&&e){let{rootCache:t}=this.__dataProviderController;t.items!==e&&(t.items=e,this.__synchronizeControllerState())}}__synchronizeControllerState(){if(this.__dataProviderInitialized&&this.dataProvider){let{rootCache:e}=this.__dataProviderController;this.setProperties({size:e.size,filteredItems:e.items,loading:this.__dataProviderController.isLoading()})}}_pageSizeChanged(e,t){if(Math.floor(e)!==e||e<1)throw this.pageSize=t,new Error("`pageSize` value must be an integer > 0");this.__dataProviderController.setPageSize(e),this.clearCache()}_dataProviderChanged(e,t){this._ensureItemsOrDataProvider(()=>{this.dataProvider=t}),this.__dataProviderController.setDataProvider(e),this.clearCache()}_ensureItemsOrDataProvider(e){if(this.items!==void 0&&this.dataProvider!==void 0)throw e(),new Error("Using `items` and `dataProvider` together is not supported")}};var ts=s=>class extends s{static get observers(){return["__clearPendingFocusOnFilter(filter)"]}__focusIndex(e){if(!(typeof e!="number"||Number.isNaN(e)||e<0)&&!this.filter){if(!this._overlayOpened||!this._dropdownItems||this._dropdownItems.length===0){this.__pendingFocusIndex=e;return}if(!(e>=this._dropdownItems.length)){if(this._focusedIndex=e,this._scrollIntoView(e,!0),this.loading){this.__pendingFocusIndex=e;return}delete this.__pendingFocusIndex,requestAnimationFrame(()=>{this.isConnected&&this._updateActiveDescendant(e)})}}}__focusPendingIndexIfNeeded(){this.__pendingFocusIndex!==void 0&&!this.loading&&this.__focusIndex(this.__pendingFocusIndex)}__clearPendingFocusOnFilter(){delete this.__pendingFocusIndex}_onOpened(){super._onOpened(),this.__focusPendingIndexIfNeeded()}__onDataProviderPageLoaded(){super.__onDataProviderPageLoaded(),this.__focusPendingIndexIfNeeded()}};var En=s=>class extends H(ot(Ce(Y(s)))){static get properties(){return{opened:{type:Boolean,notify:!0,value:!1,reflectToAttribute:!0,sync:!0,observer:"_openedChanged"},autoOpenDisabled:{type:Boolean,sync:!0},readonly:{type:Boolean,value:!1,reflectToAttribute:!0},_focusedIndex:{type:Number,observer:"_focusedIndexChanged",value:-1,sync:!0},_toggleElement:{type:Object,observer:"_toggleElementChanged"},_dropdownItems:{type:Array,sync:!0},_overlayOpened:{type:Boolean,sync:!0,observer:"_overlayOpenedChanged"}}}constructor(){super(),this._scroller,this._closeOnBlurIsPrevented,this._boundOverlaySelectedItemChanged=this._overlaySelectedItemChanged.bind(this),this._boundOnClearButtonMouseDown=this.__onClearButtonMouseDown.bind(this),this._boundOnClick=this._onClick.bind(this),this._boundOnOverlayTouchAction=this._onOverlayTouchAction.bind(this),this._boundOnTouchend=this._onTouchend.bind(this)}get _tagNamePrefix(){return"vaadin-combo-box"}_inputElementChanged(e){super._inputElementChanged(e),e&&(e.autocomplete="off",e.autocapitalize="off",e.setAttribute("role","combobox"),e.setAttribute("aria-autocomplete","list"),e.setAttribute("aria-expanded",!!this.opened),e.setAttribute("spellcheck","false"),e.setAttribute("autocorrect","off"))}firstUpdated(){super.firstUpdated(),this._initScroller()}ready(){super.ready(),this._initOverlay(),this.addEventListener("click",this._boundOnClick),this.addEventListener("touchend",this._boundOnTouchend),this.clearElement&&this.clearElement.addEventListener("mousedown",this._boundOnClearButtonMouseDown)}updated(e){super.updated(e),(e.has("opened")||e.has("_dropdownItems")||e.has("loading"))&&(this._overlayOpened=this.opened&&(!!this.loading||this._hasDropdownItems)),["_overlayOpened","_dropdownItems","_focusedIndex","_theme"].some(t=>e.has(t))&&this._updateScroller()}disconnectedCallback(){super.disconnectedCallback(),this.close()}open(){!this.disabled&&!this.readonly&&(this.opened=!0)}close(){this.opened=!1}_initOverlay(){let e=this.$.overlay;e.addEventListener("touchend",this._boundOnOverlayTouchAction),e.addEventListener("touchmove",this._boundOnOverlayTouchAction),e.addEventListener("mousedown",t=>t.preventDefault()),e.addEventListener("opened-changed",t=>{this._overlayOpened=t.detail.value}),e.addEventListener("vaadin-overlay-closed",()=>{this._scroller.items=[],this._onOverlayClosed()}),this._overlayElement=e}_initScroller(){let e=document.createElement(`${this._tagNamePrefix}-scroller`);e.owner=this,e.getItemLabel=this._getItemLabel.bind(this),e.addEventListener("selection-changed",this._boundOverlaySelectedItemChanged),this._renderScroller(e),this._scroller=e}_renderScroller(e){e.setAttribute("slot","overlay"),e.setAttribute("tabindex","-1"),this.appendChild(e)}_updateScroller(){let e=this._overlayOpened;e&&(this._scroller.style.maxHeight=getComputedStyle(this).getPropertyValue(`--${this._tagNamePrefix}-overlay-max-height`)||"65vh");let t=this.hasAttribute("closing");this._scroller.setProperties({items:e||t?this._dropdownItems:[],opened:e,focusedIndex:this._focusedIndex,theme:this._theme})}get _hasDropdownItems(){return!!(this._dropdownItems&&this._dropdownItems.length)}_overlayOpenedChanged(e,t){e?this._onOpened():t&&this._hasDropdownItems&&this.close()}_focusedIndexChanged(e,t){t!==void 0&&this._updateActiveDescendant(e)}_isInputFocused(){return this.inputElement&&F(this.inputElement)}_updateActiveDescendant(e){let t=this.inputElement;if(!t)return;let o=this._getItemElements().find(r=>r.index===e);C(t,"aria-activedescendant",o?.id)}_openedChanged(e,t){if(t===void 0)return;e?!this._isInputFocused()&&!Fe&&this.inputElement&&this.inputElement.focus():(this.autoselect&&(this.__autoselectPending=!0),this._onClosed());let o=this.inputElement;o&&(o.setAttribute("aria-expanded",!!e),C(o,"aria-controls",e&&this._scroller.id))}_onOverlayTouchAction(){this._closeOnBlurIsPrevented=!0,this.inputElement.blur(),this._closeOnBlurIsPrevented=!1}_isClearButton(e){return e.composedPath()[0]===this.clearElement}__onClearButtonMouseDown(e){e.preventDefault(),this.inputElement.focus()}_onClearButtonClick(e){e.preventDefault(),this._onClearAction()}_onToggleButtonClick(e){e.preventDefault(),this.opened?this.close():this.open()}_onHostClick(e){this.autoOpenDisabled||(e.preventDefault(),this.open())}_onClick(e){this.autoselect&&this.inputElement&&this.__autoselectPending&&(this.inputElement.selectionStart!==this.inputElement.selectionEnd||this.inputElement.select()),this.__autoselectPending=!1,this._isClearButton(e)?this._onClearButtonClick(e):e.composedPath().includes(this._toggleElement)?this._onToggleButtonClick(e):this._onHostClick(e)}_onTouchend(e){!this.clearElement||e.composedPath()[0]!==this.clearElement||(e.preventDefault(),this._onClearAction())}_onKeyDown(e){super._onKeyDown(e),e.key==="ArrowDown"?(this._onArrowDown(),e.preventDefault()):e.key==="ArrowUp"&&(this._onArrowUp(),e.preventDefault())}_getItemLabel(e){return e?e.toString():""}_isSameItem(e,t){return e===t}_onArrowDown(){if(this.opened){let e=this._dropdownItems;e&&(this._focusedIndex=Math.min(e.length-1,this._focusedIndex+1),this._prefillFocusedItemLabel())}else this.open()}_onArrowUp(){if(this.opened){if(this._focusedIndex>-1)this._focusedIndex=Math.max(0,this._focusedIndex-1);else{let e=this._dropdownItems;e&&(this._focusedIndex=e.length-1)}this._prefillFocusedItemLabel()}else this.open()}_prefillFocusedItemLabel(){if(this._focusedIndex>-1){let e=this._dropdownItems[this._focusedIndex];this._inputElementValue=this._getItemLabel(e),this._markAllSelectionRange()}}_setSelectionRange(e,t){this._isInputFocused()&&this.inputElement.setSelectionRange&&this.inputElement.setSelectionRange(e,t)}_markAllSelectionRange(){this._inputElementValue!==void 0&&this._setSelectionRange(0,this._inputElementValue.length)}_clearSelectionRange(){if(this._inputElementValue!==void 0){let e=this._inputElementValue?this._inputElementValue.length:0;this._setSelectionRange(e,e)}}_closeOrCommit(){this.opened?this.close():this._commitValue()}_onEnter(e){if(!this._hasValidInputValue()){e.preventDefault(),e.stopPropagation();return}this.opened&&(e.preventDefault(),e.stopPropagation()),this._closeOrCommit()}_hasValidInputValue(){return!0}_onEscape(e){this.autoOpenDisabled&&(this.opened||this.value!==this._inputElementValue&&this._inputElementValue.length>0)?(e.stopPropagation(),this._focusedIndex=-1,this._onEscapeCancel()):this.opened?(e.stopPropagation(),this._focusedIndex>-1?(this._focusedIndex=-1,this._revertInputValue()):this._onEscapeCancel()):this.clearButtonVisible&&this.value&&!this.readonly&&(e.stopPropagation(),this._onClearAction())}_onEscapeCancel(){}_toggleElementChanged(e){e&&(e.addEventListener("mousedown",t=>t.preventDefault()),e.addEventListener("click",()=>{Fe&&!this._isInputFocused()&&document.activeElement.blur()}))}_onClearAction(){}_onOpened(){}_onClosed(){}_onOverlayClosed(){}_commitValue(){}_revertInputValue(){this._inputElementValue=this.value,this._clearSelectionRange()}_onInput(e){!this.opened&&!this._isClearButton(e)&&!this.autoOpenDisabled&&(this.opened=!0)}_getItemElements(){return Array.from(this._scroller.querySelectorAll(`${this._tagNamePrefix}-item`))}_scrollIntoView(e,t=!1){this._scroller&&this._scroller.scrollIntoView(e,t)}_overlaySelectedItemChanged(e){e.stopPropagation(),!this.hasAttribute("closing")&&(e.detail.item instanceof B||this.opened&&(this._focusedIndex=this._dropdownItems.indexOf(e.detail.item),this.close()))}_setFocused(e){super._setFocused(e),e||(this.__autoselectPending=!1),!e&&!this.readonly&&!this._closeOnBlurIsPrevented&&this._handleFocusOut()}_handleFocusOut(){if(A()){this._closeOrCommit();return}this.opened?this._overlayOpened||this.close():this._commitValue()}_shouldRemoveFocus(e){return e.relatedTarget&&e.relatedTarget.localName===`${this._tagNamePrefix}-item`?!1:e.relatedTarget===this._overlayElement?(e.composedPath()[0].focus(),!1):!0}};function zl(s){return s!=null}function In(s,i){return s.findIndex(e=>e instanceof B?!1:i(e))}var is=s=>class extends En(s){static get properties(){return{items:{type:Array,sync:!0,observer:"_itemsChanged"},filteredItems:{type:Array,observer:"_filteredItemsChanged",sync:!0},filter:{type:String,value:"",notify:!0,sync:!0},itemLabelGenerator:{type:Object},itemLabelPath:{type:String,value:"label",observer:"_itemLabelPathChanged",sync:!0},itemValuePath:{type:String,value:"value",sync:!0},itemIdPath:{type:String,sync:!0},partialMatchMode:{type:String,value:"none"}}}updated(e){super.updated(e),e.has("filter")&&this._filterChanged(this.filter),e.has("itemLabelGenerator")&&this.requestContentUpdate()}requestContentUpdate(){this._scroller&&(this._scroller.requestContentUpdate(),this._getItemElements().forEach(e=>{e.requestContentUpdate()}))}_onClearButtonClick(e){super._onClearButtonClick(e),this.opened&&this.requestContentUpdate()}_onInput(e){let t=this._inputElementValue,o={};this.filter===t?this._filterChanged(this.filter):o.filter=t,!this.opened&&!this._isClearButton(e)&&!this.autoOpenDisabled&&(o.opened=!0),this.setProperties(o)}_onOpened(){super._onOpened(),this.filter&&this._focusedIndex===-1&&(this._focusedIndex=this.__getItemIndexByFilter(this._dropdownItems))}_getItemLabel(e){if(typeof this.itemLabelGenerator=="function"&&e)return this.itemLabelGenerator(e)||"";let t=e&&this.itemLabelPath?Be(this.itemLabelPath,e):void 0;return t==null&&(t=e?e.toString():""),t}_getItemValue(e){let t=e&&this.itemValuePath?Be(this.itemValuePath,e):void 0;return t===void 0&&(t=e?e.toString():""),t}_isSameItem(e,t){if(this.itemIdPath&&e&&t){let o=Be(this.itemIdPath,e);if(o!==void 0)return o===Be(this.itemIdPath,t)}return super._isSameItem(e,t)}_itemLabelPathChanged(e){typeof e!="string"&&console.error("You should set itemLabelPath to a valid string")}_filterChanged(e){this._scrollIntoView(0),this._focusedIndex=-1,this.items?this.filteredItems=this._filterItems(this.items,e):this._filteredItemsChanged(this.filteredItems)}_itemsChanged(e,t){this._ensureItemsOrDataProvider(()=>{this.items=t}),e?this.filteredItems=e.slice(0):t&&(this.filteredItems=null)}_filteredItemsChanged(e){this._setDropdownItems(e)}_setDropdownItems(e){let t=this._dropdownItems;this._dropdownItems=e;let o=t?t[this._focusedIndex]:null;if(t&&t[this._focusedIndex]instanceof B&&e[this._focusedIndex]instanceof B)return;let r=this.__getItemIndexByValue(e,this._getItemValue(o));r>-1?this._focusedIndex=r:this._focusedIndex=this.__getItemIndexByFilter(e)}_filterItems(e,t){return e&&e.filter(r=>(t=t?t.toString().toLowerCase():"",this._getItemLabel(r).toString().toLowerCase().indexOf(t)>-1))}__getItemIndexByValue(e,t){return!e||!zl(t)?-1:In(e,o=>this._getItemValue(o)===t)}__getItemIndexByLabel(e,t){return!e||!t?-1:In(e,o=>this._getItemLabel(o).toString().toLowerCase()===t.toString().toLowerCase())}__getItemIndexByFilter(e){let t=this.__getItemIndexByLabel(e,this.filter);return t>-1?t:!this.opened||!e||e.length===0||!this.filter||this.allowCustomValue?-1:this.partialMatchMode==="first-match"||this.partialMatchMode==="only-match"&&e.length===1?e[0]instanceof B?-1:0:-1}};function Hl(s){return s!=null}var Sn=s=>class extends ht(is(s)){static get properties(){return{renderer:{type:Object,sync:!0},allowCustomValue:{type:Boolean,value:!1},loading:{type:Boolean,value:!1,reflectToAttribute:!0,sync:!0},selectedItem:{type:Object,notify:!0,sync:!0},itemClassNameGenerator:{type:Object}}}static get observers(){return["_selectedItemChanged(selectedItem, itemValuePath, itemLabelPath)"]}ready(){super.ready(),this._lastCommittedValue=this.value}updated(e){super.updated(e),["loading","itemClassNameGenerator","renderer","selectedItem"].forEach(t=>{e.has(t)&&(this._scroller[t]=this[t])})}_inputElementChanged(e){super._inputElementChanged(e),e&&this._revertInputValueToValue()}_closeOrCommit(){!this.opened&&!this.loading?this._commitValue():this.close()}_hasValidInputValue(){let e=this._focusedIndex<0&&this._inputElementValue!==""&&this._getItemLabel(this.selectedItem)!==this._inputElementValue;return this.allowCustomValue||!e}_onEscapeCancel(){this.cancel()}_onClearAction(){this.selectedItem=null,this.allowCustomValue&&(this.value=""),this._detectAndDispatchChange()}_clearFilter(){this.filter=""}cancel(){this._revertInputValueToValue(),this._lastCommittedValue=this.value,this._closeOrCommit()}_onOpened(){super._onOpened(),this.dispatchEvent(new CustomEvent("vaadin-combo-box-dropdown-opened",{bubbles:!0,composed:!0})),this._lastCommittedValue=this.value}_onOverlayClosed(){this.dispatchEvent(new CustomEvent("vaadin-combo-box-dropdown-closed",{bubbles:!0,composed:!0}))}_onClosed(){(!this.loading||this.allowCustomValue)&&this._commitValue()}_commitValue(){if(this._focusedIndex>-1){let e=this._dropdownItems[this._focusedIndex];this.selectedItem!==e&&(this.selectedItem=e),this._inputElementValue=this._getItemLabel(this.selectedItem),this._focusedIndex=-1}else if(this._inputElementValue===""||this._inputElementValue===void 0)this.selectedItem=null,this.allowCustomValue&&(this.value="");else{let e=[this.selectedItem,...this._dropdownItems||[]],t=e[this.__getItemIndexByLabel(e,this._inputElementValue)];if(this.allowCustomValue&&!t){let o=this._inputElementValue;this._lastCustomValue=o;let r=new CustomEvent("custom-value-set",{detail:o,composed:!0,cancelable:!0,bubbles:!0});this.dispatchEvent(r),r.defaultPrevented||(this.value=o)}else!this.allowCustomValue&&!this.opened&&t?this.value=this._getItemValue(t):this._revertInputValueToValue()}this._detectAndDispatchChange(),this._clearSelectionRange(),this._clearFilter()}_onChange(e){e.stopPropagation()}_revertInputValue(){this.filter!==""?this._inputElementValue=this.filter:this._revertInputValueToValue(),this._clearSelectionRange()}_revertInputValueToValue(){this.allowCustomValue&&!this.selectedItem?this._inputElementValue=this.value:this._inputElementValue=this._getItemLabel(this.selectedItem)}_selectedItemChanged(e){if(e==null)this.filteredItems&&(this.allowCustomValue||(this.value=""),this._toggleHasValue(this._hasValue),this._inputElementValue=this.value);else{let t=this._getItemValue(e);if(this.value!==t&&(this.value=t,this.value!==t))return;this._toggleHasValue(!0),this._inputElementValue=this._getItemLabel(e)}}_valueChanged(e,t){e===""&&t===void 0||(Hl(e)?(this._getItemValue(this.selectedItem)!==e&&this._selectItemForValue(e),!this.selectedItem&&this.allowCustomValue&&(this._inputElementValue=e),this._toggleHasValue(this._hasValue)):this.selectedItem=null,this._clearFilter(),this._lastCommittedValue=void 0)}_detectAndDispatchChange(){document.hasFocus()&&this._requestValidation(),this.value!==this._lastCommittedValue&&(this.dispatchEvent(new CustomEvent("change",{bubbles:!0})),this._lastCommittedValue=this.value)}_selectItemForValue(e){let t=this.__getItemIndexByValue(this.filteredItems,e),o=this.selectedItem;t>=0?this.selectedItem=this.filteredItems[t]:this.dataProvider&&this.selectedItem===void 0?this.selectedItem=void 0:this.selectedItem=null,this.selectedItem===null&&o===null&&this._selectedItemChanged(this.selectedItem)}_setDropdownItems(e){super._setDropdownItems(e);let t=this.__getItemIndexByValue(e,this.value);(this.selectedItem===null||this.selectedItem===void 0)&&t>=0&&(this.selectedItem=e[t])}_handleFocusOut(){if(!this.opened&&this.allowCustomValue&&this._inputElementValue===this._lastCustomValue){delete this._lastCustomValue;return}super._handleFocusOut()}};var wo=class extends ts(es(Sn(yn(ut(x(W(b(y(v))))))))){static get is(){return"vaadin-combo-box"}static get styles(){return[Se,Xi]}static get properties(){return{_positionTarget:{type:Object}}}get clearElement(){return this.$.clearButton}render(){return _`
      <div class="vaadin-combo-box-container">
        <div part="label">
          <slot name="label"></slot>
          <span part="required-indicator" aria-hidden="true" @click="${this.focus}"></span>
        </div>

        <vaadin-input-container
          part="input-field"
          .readonly="${this.readonly}"
          .disabled="${this.disabled}"
          .invalid="${this.invalid}"
          theme="${P(this._theme)}"
        >
          <slot name="prefix" slot="prefix"></slot>
          <slot name="input"></slot>
          <div id="clearButton" part="field-button clear-button" slot="suffix" aria-hidden="true"></div>
          <div id="toggleButton" part="field-button toggle-button" slot="suffix" aria-hidden="true"></div>
        </vaadin-input-container>

        <div part="helper-text">
          <slot name="helper"></slot>
        </div>

        <div part="error-message">
          <slot name="error-message"></slot>
        </div>

        <slot name="tooltip"></slot>
      </div>

      <vaadin-combo-box-overlay
        id="overlay"
        exportparts="overlay, content, loader"
        .owner="${this}"
        .dir="${this.dir}"
        .opened="${this._overlayOpened}"
        ?loading="${this.loading}"
        theme="${P(this._theme)}"
        .positionTarget="${this._positionTarget}"
        no-vertical-overlap
      >
        <slot name="overlay"></slot>
      </vaadin-combo-box-overlay>
    `}ready(){super.ready(),this.addController(new Ee(this,i=>{this._setInputElement(i),this._setFocusElement(i),this.stateTarget=i,this.ariaTarget=i})),this.addController(new Ie(this.inputElement,this._labelController)),this._tooltipController=new K(this),this.addController(this._tooltipController),this._tooltipController.setPosition("top"),this._tooltipController.setAriaTarget(this.inputElement),this._tooltipController.setShouldShow(i=>!i.opened),this._positionTarget=this.shadowRoot.querySelector('[part="input-field"]'),this._toggleElement=this.$.toggleButton}updated(i){super.updated(i),(i.has("dataProvider")||i.has("value"))&&this._warnDataProviderValue(this.dataProvider,this.value)}_onClearButtonClick(i){i.stopPropagation(),super._onClearButtonClick(i)}_onHostClick(i){let e=i.composedPath();(e.includes(this._labelNode)||e.includes(this._positionTarget))&&super._onHostClick(i)}_warnDataProviderValue(i,e){if(i&&e!==""&&(this.selectedItem===void 0||this.selectedItem===null)){let t=this.__getItemIndexByValue(this.filteredItems,e);(t<0||!this._getItemLabel(this.filteredItems[t]))&&console.warn("Warning: unable to determine the label for the provided `value`. Nothing to display in the text field. This usually happens when setting an initial `value` before any items are returned from the `dataProvider` callback. Consider setting `selectedItem` instead of `value`")}}};m(wo);var Mn=p`
  [part='overlay'] {
    display: flex;
    flex: auto;
    max-height: var(--vaadin-date-picker-overlay-max-height, 30rem);
    box-sizing: content-box;
    width: var(
      --vaadin-date-picker-overlay-width,
      round(
        var(--vaadin-date-picker-date-width, 2rem) * 7 +
          var(--vaadin-date-picker-month-padding, var(--vaadin-padding-s)) * 2 +
          var(--vaadin-date-picker-year-scroller-width, 3rem),
        1px
      )
    );
    cursor: default;
  }

  :host([fullscreen]) [part='backdrop'] {
    display: block;
  }

  :host([fullscreen]) [part='overlay'] {
    border: none;
    border-radius: 0;
    max-height: 75vh;
    width: 100%;
  }

  [part~='content'] {
    flex: auto;
  }

  @media (max-width: 450px), (max-height: 450px) {
    :host {
      inset: auto 0 0 !important;
    }
  }
`;var Dn=s=>class extends ye(se(s)){_shouldCloseOnOutsideClick(e){return!e.composedPath().includes(this.positionTarget)}_mouseDownListener(e){super._mouseDownListener(e),this._shouldCloseOnOutsideClick(e)&&!Ne(e.composedPath()[0])&&e.preventDefault()}};var Eo=class extends Dn(E(x(b(y(v))))){static get is(){return"vaadin-date-picker-overlay"}static get styles(){return[ie,Mn]}render(){return _`
      <div id="backdrop" part="backdrop" ?hidden="${!this.withBackdrop}"></div>
      <div part="overlay" id="overlay">
        <div part="content" id="content">
          <slot></slot>
        </div>
      </div>
    `}get _contentRoot(){return this.owner._overlayContent}};m(Eo);var An=p`
  :host {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-align: center;
    gap: var(--vaadin-button-gap, 0 var(--vaadin-gap-s));
    white-space: var(--vaadin-button-label-wrap, normal);
    -webkit-tap-highlight-color: transparent;
    -webkit-user-select: none;
    user-select: none;
    cursor: var(--vaadin-clickable-cursor);
    box-sizing: border-box;
    flex-shrink: 0;
    height: var(--vaadin-button-height, fit-content);
    margin: var(--vaadin-button-margin, 0);
    padding: var(--vaadin-button-padding, var(--vaadin-padding-block-container) var(--vaadin-padding-inline-container));
    font-family: var(--vaadin-button-font-family, inherit);
    font-size: var(--vaadin-button-font-size, inherit);
    line-height: var(--vaadin-button-line-height, inherit);
    font-weight: var(--vaadin-button-font-weight, 500);
    color: var(--vaadin-button-text-color, var(--vaadin-text-color));
    background: var(--vaadin-button-background, var(--vaadin-background-container));
    background-origin: border-box;
    border: var(--vaadin-button-border-width, 1px) solid
      var(--vaadin-button-border-color, var(--vaadin-border-color-secondary));
    border-radius: var(--vaadin-button-border-radius, var(--vaadin-radius-m));
    touch-action: manipulation;
  }

  :host([hidden]) {
    display: none !important;
  }

  .vaadin-button-container,
  [part='prefix'],
  [part='suffix'] {
    display: contents;
  }

  [part='label'] {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  :host(:is([focus-ring], :focus-visible)) {
    outline: var(--vaadin-focus-ring-width) solid var(--vaadin-focus-ring-color);
    outline-offset: 1px;
  }

  :host([theme~='primary']) {
    --vaadin-button-background: var(--vaadin-text-color);
    --vaadin-button-text-color: var(--vaadin-background-color);
    --vaadin-button-border-color: transparent;
  }

  :host([theme~='tertiary']) {
    background: transparent;
    border-color: transparent;
  }

  :host([disabled]) {
    pointer-events: var(--_vaadin-button-disabled-pointer-events, none);
    cursor: var(--vaadin-disabled-cursor);
    opacity: 0.5;
  }

  :host([disabled][theme~='primary']) {
    --vaadin-button-text-color: var(--vaadin-background-container-strong);
    --vaadin-button-background: var(--vaadin-text-color-disabled);
  }

  @media (forced-colors: active) {
    :host {
      --vaadin-button-border-width: 1px;
      --vaadin-button-background: ButtonFace;
      --vaadin-button-text-color: ButtonText;
    }

    :host([theme~='primary']) {
      forced-color-adjust: none;
      --vaadin-button-background: CanvasText;
      --vaadin-button-text-color: Canvas;
      --vaadin-icon-color: Canvas;
    }

    ::slotted(*) {
      forced-color-adjust: auto;
    }

    :host([disabled]) {
      --vaadin-button-background: transparent !important;
      --vaadin-button-border-color: GrayText !important;
      --vaadin-button-text-color: GrayText !important;
      opacity: 1;
    }
  }
`;var jl=!1,Ul=s=>s,Do=typeof document.head.style.touchAction=="string",ss="__polymerGestures",Io="__polymerGesturesHandled",Mo="__polymerGesturesTouchAction",kn=25,Tn=5,ql=2,Wl=["mousedown","mousemove","mouseup","click"],Kl=[0,1,4,2],Yl=(function(){try{return new MouseEvent("test",{buttons:1}).buttons===1}catch{return!1}})();function Ao(s){return Wl.indexOf(s)>-1}var Ln=!1;(function(){try{let s=Object.defineProperty({},"passive",{get(){Ln=!0}});window.addEventListener("test",null,s),window.removeEventListener("test",null,s)}catch{}})();function Bn(s){if(!(Ao(s)||s==="touchend")&&Do&&Ln&&jl)return{passive:!0}}var Gl=navigator.userAgent.match(/iP(?:[oa]d|hone)|Android/u),Xl={button:!0,command:!0,fieldset:!0,input:!0,keygen:!0,optgroup:!0,option:!0,select:!0,textarea:!0};function Ue(s){let i=s.type;if(!Ao(i))return!1;if(i==="mousemove"){let t=s.buttons??1;return s instanceof window.MouseEvent&&!Yl&&(t=Kl[s.which]||0),!!(t&1)}return(s.button??0)===0}function Zl(s){if(s.type==="click"){if(s.detail===0)return!0;let i=De(s);if(!i.nodeType||i.nodeType!==Node.ELEMENT_NODE)return!0;let e=i.getBoundingClientRect(),t=s.pageX,o=s.pageY;return!(t>=e.left&&t<=e.right&&o>=e.top&&o<=e.bottom)}return!1}var pe={mouse:{target:null,mouseIgnoreJob:null},touch:{x:0,y:0,id:-1,scrollDecided:!1}};function Ql(s){let i="auto",e=$n(s);for(let t=0,o;t<e.length;t++)if(o=e[t],o[Mo]){i=o[Mo];break}return i}function Vn(s,i,e){s.movefn=i,s.upfn=e,document.addEventListener("mousemove",i),document.addEventListener("mouseup",e)}function _t(s){document.removeEventListener("mousemove",s.movefn),document.removeEventListener("mouseup",s.upfn),s.movefn=null,s.upfn=null}var $n=window.ShadyDOM&&window.ShadyDOM.noPatch?window.ShadyDOM.composedPath:s=>s.composedPath&&s.composedPath()||[],Ae={},je=[];function ko(s,i){let e=document.elementFromPoint(s,i),t=e;for(;t?.shadowRoot&&!window.ShadyDOM;){let o=t;if(t=t.shadowRoot.elementFromPoint(s,i),o===t)break;t&&(e=t)}return e}function De(s){let i=$n(s);return i.length>0?i[0]:s.target}function Fn(s){let i=s.type,t=s.currentTarget[ss];if(!t)return;let o=t[i];if(!o)return;if(!s[Io]&&(s[Io]={},i.startsWith("touch"))){let n=s.changedTouches[0];if(i==="touchstart"&&s.touches.length===1&&(pe.touch.id=n.identifier),pe.touch.id!==n.identifier)return;Do||(i==="touchstart"||i==="touchmove")&&Jl(s)}let r=s[Io];if(!r.skip){for(let n=0,a;n<je.length;n++)a=je[n],o[a.name]&&!r[a.name]&&a.flow&&a.flow.start.indexOf(s.type)>-1&&a.reset&&a.reset();for(let n=0,a;n<je.length;n++)a=je[n],o[a.name]&&!r[a.name]&&(r[a.name]=!0,a[i](s))}}function Jl(s){let i=s.changedTouches[0],e=s.type;if(e==="touchstart")pe.touch.x=i.clientX,pe.touch.y=i.clientY,pe.touch.scrollDecided=!1;else if(e==="touchmove"){if(pe.touch.scrollDecided)return;pe.touch.scrollDecided=!0;let t=Ql(s),o=!1,r=Math.abs(pe.touch.x-i.clientX),n=Math.abs(pe.touch.y-i.clientY);s.cancelable&&(t==="none"?o=!0:t==="pan-x"?o=n>r:t==="pan-y"&&(o=r>n)),o?s.preventDefault():os("track")}}function fe(s,i,e){return Ae[i]?(ed(s,i,e),!0):!1}function Nn(s,i,e){return Ae[i]?(td(s,i,e),!0):!1}function ed(s,i,e){let t=Ae[i],o=t.deps,r=t.name,n=s[ss];n||(s[ss]=n={});for(let a=0,l,d;a<o.length;a++)l=o[a],!(Gl&&Ao(l)&&l!=="click")&&(d=n[l],d||(n[l]=d={_count:0}),d._count===0&&s.addEventListener(l,Fn,Bn(l)),d[r]=(d[r]||0)+1,d._count=(d._count||0)+1);s.addEventListener(i,e),t.touchAction&&sd(s,t.touchAction)}function td(s,i,e){let t=Ae[i],o=t.deps,r=t.name,n=s[ss];if(n)for(let a=0,l,d;a<o.length;a++)l=o[a],d=n[l],d?.[r]&&(d[r]=(d[r]||1)-1,d._count=(d._count||1)-1,d._count===0&&s.removeEventListener(l,Fn,Bn(l)));s.removeEventListener(i,e)}function To(s){je.push(s),s.emits.forEach(i=>{Ae[i]=s})}function id(s){for(let i=0,e;i<je.length;i++){e=je[i];for(let t=0,o;t<e.emits.length;t++)if(o=e.emits[t],o===s)return e}return null}function sd(s,i){Do&&s instanceof HTMLElement&&Z.run(()=>{s.style.touchAction=i}),s[Mo]=i}function Oo(s,i,e){let t=new Event(i,{bubbles:!0,cancelable:!0,composed:!0});if(t.detail=e,Ul(s).dispatchEvent(t),t.defaultPrevented){let o=e.preventer||e.sourceEvent;o?.preventDefault&&o.preventDefault()}}function os(s){let i=id(s);i.info&&(i.info.prevent=!0)}To({name:"downup",deps:["mousedown","touchstart","touchend"],flow:{start:["mousedown","touchstart"],end:["mouseup","touchend"]},emits:["down","up"],info:{movefn:null,upfn:null},reset(){_t(this.info)},mousedown(s){if(!Ue(s))return;let i=De(s),e=this,t=r=>{Ue(r)||(ii("up",i,r),_t(e.info))},o=r=>{Ue(r)&&ii("up",i,r),_t(e.info)};Vn(this.info,t,o),ii("down",i,s)},touchstart(s){ii("down",De(s),s.changedTouches[0],s)},touchend(s){ii("up",De(s),s.changedTouches[0],s)}});function ii(s,i,e,t){i&&Oo(i,s,{x:e.clientX,y:e.clientY,sourceEvent:e,preventer:t,prevent(o){return os(o)}})}To({name:"track",touchAction:"none",deps:["mousedown","touchstart","touchmove","touchend"],flow:{start:["mousedown","touchstart"],end:["mouseup","touchend"]},emits:["track"],info:{x:0,y:0,state:"start",started:!1,moves:[],addMove(s){this.moves.length>ql&&this.moves.shift(),this.moves.push(s)},movefn:null,upfn:null,prevent:!1},reset(){this.info.state="start",this.info.started=!1,this.info.moves=[],this.info.x=0,this.info.y=0,this.info.prevent=!1,_t(this.info)},mousedown(s){if(!Ue(s))return;let i=De(s),e=this,t=r=>{let n=r.clientX,a=r.clientY;On(e.info,n,a)&&(e.info.state=e.info.started?r.type==="mouseup"?"end":"track":"start",e.info.state==="start"&&os("tap"),e.info.addMove({x:n,y:a}),Ue(r)||(e.info.state="end",_t(e.info)),i&&So(e.info,i,r),e.info.started=!0)},o=r=>{e.info.started&&t(r),_t(e.info)};Vn(this.info,t,o),this.info.x=s.clientX,this.info.y=s.clientY},touchstart(s){let i=s.changedTouches[0];this.info.x=i.clientX,this.info.y=i.clientY},touchmove(s){let i=De(s),e=s.changedTouches[0],t=e.clientX,o=e.clientY;On(this.info,t,o)&&(this.info.state==="start"&&os("tap"),this.info.addMove({x:t,y:o}),So(this.info,i,e),this.info.state="track",this.info.started=!0)},touchend(s){let i=De(s),e=s.changedTouches[0];this.info.started&&(this.info.state="end",this.info.addMove({x:e.clientX,y:e.clientY}),So(this.info,i,e))}});function On(s,i,e){if(s.prevent)return!1;if(s.started)return!0;let t=Math.abs(s.x-i),o=Math.abs(s.y-e);return t>=Tn||o>=Tn}function So(s,i,e){if(!i)return;let t=s.moves[s.moves.length-2],o=s.moves[s.moves.length-1],r=o.x-s.x,n=o.y-s.y,a,l=0;t&&(a=o.x-t.x,l=o.y-t.y),Oo(i,"track",{state:s.state,x:e.clientX,y:e.clientY,dx:r,dy:n,ddx:a,ddy:l,sourceEvent:e,hover(){return ko(e.clientX,e.clientY)}})}To({name:"tap",deps:["mousedown","click","touchstart","touchend"],flow:{start:["mousedown","touchstart"],end:["click","touchend"]},emits:["tap"],info:{x:NaN,y:NaN,prevent:!1},reset(){this.info.x=NaN,this.info.y=NaN,this.info.prevent=!1},mousedown(s){Ue(s)&&(this.info.x=s.clientX,this.info.y=s.clientY)},click(s){Ue(s)&&Pn(this.info,s)},touchstart(s){let i=s.changedTouches[0];this.info.x=i.clientX,this.info.y=i.clientY},touchend(s){Pn(this.info,s.changedTouches[0],s)}});function Pn(s,i,e){let t=Math.abs(i.clientX-s.x),o=Math.abs(i.clientY-s.y),r=De(e||i);!r||Xl[r.localName]&&r.hasAttribute("disabled")||(isNaN(t)||isNaN(o)||t<=kn&&o<=kn||Zl(i))&&(s.prevent||Oo(r,"tap",{x:i.clientX,y:i.clientY,sourceEvent:i,preventer:e}))}var rs=s=>class extends Ce(H(s)){get _activeKeys(){return[" "]}ready(){super.ready(),fe(this,"down",e=>{this._shouldSetActive(e)&&this._setActive(!0)}),fe(this,"up",()=>{this._setActive(!1)})}disconnectedCallback(){super.disconnectedCallback(),this._setActive(!1)}_shouldSetActive(e){return!this.disabled}_onKeyDown(e){super._onKeyDown(e),this._shouldSetActive(e)&&this._activeKeys.includes(e.key)&&(this._setActive(!0),document.addEventListener("keyup",t=>{this._activeKeys.includes(t.key)&&this._setActive(!1)},{once:!0}))}_setActive(e){this.toggleAttribute("active",e)}};var od=["mousedown","mouseup","click","dblclick","keypress","keydown","keyup"],ns=s=>class extends rs(zi(Y(s))){constructor(){super(),this.__onInteractionEvent=this.__onInteractionEvent.bind(this),od.forEach(e=>{this.addEventListener(e,this.__onInteractionEvent,!0)}),this.tabindex=0}get _activeKeys(){return["Enter"," "]}ready(){super.ready(),this.hasAttribute("role")||this.setAttribute("role","button"),this.__shouldAllowFocusWhenDisabled()&&this.style.setProperty("--_vaadin-button-disabled-pointer-events","auto")}_onKeyDown(e){super._onKeyDown(e),!(e.altKey||e.shiftKey||e.ctrlKey||e.metaKey)&&this._activeKeys.includes(e.key)&&(e.preventDefault(),this.click())}__onInteractionEvent(e){this.__shouldSuppressInteractionEvent(e)&&e.stopImmediatePropagation()}__shouldSuppressInteractionEvent(e){return this.disabled}};var si=class extends ns(W(x(b(y(v))))){static get is(){return"vaadin-button"}static get styles(){return An}static get properties(){return{disabled:{type:Boolean,value:!1,observer:"_disabledChanged",reflectToAttribute:!0,sync:!0}}}render(){return _`
      <div class="vaadin-button-container" role="presentation">
        <span part="prefix" aria-hidden="true">
          <slot name="prefix"></slot>
        </span>
        <span part="label">
          <slot></slot>
        </span>
        <span part="suffix" aria-hidden="true">
          <slot name="suffix"></slot>
        </span>

        <slot name="tooltip"></slot>
      </div>
    `}ready(){super.ready(),this._tooltipController=new K(this),this.addController(this._tooltipController)}__shouldAllowFocusWhenDisabled(){return window.Vaadin.featureFlags.accessibleDisabledButtons}};m(si);function qe(s,i,e){let t=new Date(0,0);return t.setFullYear(s),t.setMonth(i),t.setDate(e),t}function mt(s){return qe(s.getFullYear(),s.getMonth(),1)}function vt(s){return qe(s.getFullYear(),s.getMonth()+1,0)}function rd(s,i){return s*12+i}function oe(s){return rd(s.getFullYear(),s.getMonth())}function gt(s){return qe(0,s,1)}function Rn(s){let i=s.getDay();i===0&&(i=7);let e=4-i,t=new Date(s.getTime()+e*24*3600*1e3),o=new Date(0,0);o.setFullYear(t.getFullYear());let r=t.getTime()-o.getTime(),n=Math.round(r/(24*3600*1e3));return Math.floor(n/7+1)}function as(s){let i=new Date(s);return i.setHours(0,0,0,0),i}function R(s,i,e=as){return s instanceof Date&&i instanceof Date&&e(s).getTime()===e(i).getTime()}function Po(s){return{day:s.getDate(),month:s.getMonth(),year:s.getFullYear()}}function ke(s,i,e,t){let o=!1;if(typeof t=="function"&&s){let r=Po(s);o=t(r)}return(!i||s>=i)&&(!e||s<=e)&&!o}function bt(s,i,e,t,o){return ke(s,i,e,t)&&!o?.isDateDisabled(s)}function ls(s,i){return i.filter(e=>e!==void 0).reduce((e,t)=>{if(!t)return e;if(!e)return t;let o=Math.abs(s.getTime()-t.getTime()),r=Math.abs(e.getTime()-s.getTime());return o<r?t:e})}function ds(s){let i=new Date,e=new Date(i);return e.setDate(1),e.setMonth(parseInt(s)+i.getMonth()),e}function zn(s,i,e=0,t=1){if(i>99)throw new Error("The provided year cannot have more than 2 digits.");if(i<0)throw new Error("The provided year cannot be negative.");let o=i+Math.floor(s.getFullYear()/100)*100;return s<new Date(o-50,e,t)?o-=100:s>new Date(o+50,e,t)&&(o+=100),o}var nd=/^([-+]\d{1,6}|\d{2,4})-(\d{1,2})-(\d{1,2})$/u;function ad(s){let i=nd.exec(s);if(i)return{year:parseInt(i[1],10),month:parseInt(i[2],10)-1,day:parseInt(i[3],10)}}function Te(s){let i=ad(s);if(!i)return;let e=qe(i.year,i.month,i.day);return e.getMonth()===i.month&&e.getDate()===i.day?e:void 0}function ld(s){let i=(l,d="00")=>(d+l).substr((d+l).length-d.length),e="",t="0000",o=s.year;o<0?(o=-o,e="-",t="000000"):s.year>=1e4&&(e="+",t="000000");let r=e+i(o,t),n=i(s.month+1),a=i(s.day);return[r,n,a].join("-")}function oi(s){return s instanceof Date?ld({year:s.getFullYear(),month:s.getMonth(),day:s.getDate()}):""}var Hn=document.createElement("template");Hn.innerHTML=`
  <style>
    :host {
      display: block;
      overflow: hidden;
      height: 500px;
    }

    #scroller {
      position: relative;
      height: 100%;
      overflow: auto;
      /* Prevent browser scroll anchoring from overriding the virtual scroll position. */
      overflow-anchor: none;
      outline: none;
      overflow-x: hidden;
      scrollbar-width: none;
    }

    #scroller::-webkit-scrollbar {
      display: none;
    }

    .buffer {
      position: absolute;
      width: var(--vaadin-infinite-scroller-buffer-width, 100%);
      box-sizing: border-box;
      top: var(--vaadin-infinite-scroller-buffer-offset, 0);
    }

    ::slotted(div) {
      height: var(--vaadin-infinite-scroller-item-height);
    }
  </style>

  <div id="scroller" tabindex="-1">
    <div class="buffer"></div>
    <div class="buffer"></div>
    <div id="fullHeight"></div>
  </div>
`;var yt=class extends HTMLElement{constructor(){super(),this.attachShadow({mode:"open"}).appendChild(Hn.content.cloneNode(!0)),this.bufferSize=20,this._initialScroll=5e5,this._initialIndex=0,this._activated=!1}get active(){return this._activated}set active(i){i&&!this._activated&&(this._createPool(),this._activated=!0)}get bufferOffset(){return this._buffers[0].offsetTop}get itemHeight(){if(!this._itemHeightVal){let i=getComputedStyle(this).getPropertyValue("--vaadin-infinite-scroller-item-height"),e="background-position";this.$.fullHeight.style.setProperty(e,i);let t=getComputedStyle(this.$.fullHeight).getPropertyValue(e);this.$.fullHeight.style.removeProperty(e),this._itemHeightVal=parseFloat(t)}return this._itemHeightVal}get _bufferHeight(){return this.itemHeight*this.bufferSize}get position(){return(this.$.scroller.scrollTop-this._buffers[0].translateY)/this.itemHeight+this._firstIndex}set position(i){this._preventScrollEvent=!0,i>this._firstIndex&&i<this._firstIndex+this.bufferSize*2?this.$.scroller.scrollTop=this.itemHeight*(i-this._firstIndex)+this._buffers[0].translateY:(this._initialIndex=~~i,this.reset(),this._scrollDisabled=!0,this.$.scroller.scrollTop+=i%1*this.itemHeight,this._scrollDisabled=!1)}connectedCallback(){this._ready||(this._ready=!0,this.$={},this.shadowRoot.querySelectorAll("[id]").forEach(i=>{this.$[i.id]=i}),this.$.scroller.addEventListener("scroll",()=>this._scroll()),this._buffers=[...this.shadowRoot.querySelectorAll(".buffer")],this.$.fullHeight.style.height=`${this._initialScroll*2}px`)}disconnectedCallback(){this._debouncerScrollFinish&&this._debouncerScrollFinish.cancel(),this._debouncerUpdateClones&&this._debouncerUpdateClones.cancel(),this.__pendingFinishInit&&cancelAnimationFrame(this.__pendingFinishInit)}forceUpdate(){this._debouncerScrollFinish&&this._debouncerScrollFinish.flush(),this._debouncerUpdateClones&&(this._buffers[0].updated=this._buffers[1].updated=!1,this._updateClones(),this._debouncerUpdateClones.cancel())}_createElement(){}_updateElement(i,e){}_finishInit(){this._initDone||(this._buffers.forEach(i=>{[...i.children].forEach(e=>{this._ensureStampedInstance(e._itemWrapper)})}),this._buffers[0].translateY||this.reset(),this._initDone=!0,this.dispatchEvent(new CustomEvent("init-done")))}_translateBuffer(i){let e=i?1:0;this._buffers[e].translateY=this._buffers[e?0:1].translateY+this._bufferHeight*(e?-1:1),this._buffers[e].style.transform=`translate3d(0, ${this._buffers[e].translateY}px, 0)`,this._buffers[e].updated=!1,this._buffers.reverse()}_scroll(){if(this._scrollDisabled)return;let i=this.$.scroller.scrollTop;(i<this._bufferHeight||i>this._initialScroll*2-this._bufferHeight)&&(this._initialIndex=~~this.position,this.reset());let e=this.itemHeight+this.bufferOffset,t=i>this._buffers[1].translateY+e,o=i<this._buffers[0].translateY+e;(t||o)&&(this._translateBuffer(o),this._updateClones()),this._preventScrollEvent||this.dispatchEvent(new CustomEvent("custom-scroll",{bubbles:!1,composed:!0})),this._preventScrollEvent=!1,this._debouncerScrollFinish=S.debounce(this._debouncerScrollFinish,z.after(200),()=>{let r=this.$.scroller.getBoundingClientRect();!this._isVisible(this._buffers[0],r)&&!this._isVisible(this._buffers[1],r)&&(this.position=this.position)})}reset(){!this._activated||!this.isConnected||(this._itemHeightVal=null,this._scrollDisabled=!0,this.$.scroller.scrollTop=this._initialScroll,this._buffers[0].translateY=this._initialScroll-this._bufferHeight,this._buffers[1].translateY=this._initialScroll,this._buffers.forEach(i=>{i.style.transform=`translate3d(0, ${i.translateY}px, 0)`}),this._buffers[0].updated=this._buffers[1].updated=!1,this._updateClones(!0),this._debouncerUpdateClones=S.debounce(this._debouncerUpdateClones,z.after(200),()=>{this._buffers[0].updated=this._buffers[1].updated=!1,this._updateClones()}),this._scrollDisabled=!1)}_createPool(){let i=this.innerHeight;this._buffers.forEach(e=>{for(let t=0;t<this.bufferSize;t++){let o=document.createElement("div");o.instance={};let r=`vaadin-infinite-scroller-item-content-${xe()}`,n=document.createElement("slot");n.setAttribute("name",r),n._itemWrapper=o,e.appendChild(n),o.setAttribute("slot",r),this.appendChild(o),this.itemHeight*t<=i&&this._ensureStampedInstance(o)}}),this.__pendingFinishInit=requestAnimationFrame(()=>{this._finishInit(),this.__pendingFinishInit=null})}_ensureStampedInstance(i){if(i.firstElementChild)return;let e=i.instance;i.instance=this._createElement(),i.appendChild(i.instance),Object.keys(e).forEach(t=>{i.instance[t]=e[t]})}_updateClones(i){this._firstIndex=Math.round((this._buffers[0].translateY-this._initialScroll)/this.itemHeight)+this._initialIndex;let e=i?this.$.scroller.getBoundingClientRect():void 0;this._buffers.forEach((t,o)=>{if(!t.updated){let r=this._firstIndex+this.bufferSize*o;[...t.children].forEach((n,a)=>{let l=n._itemWrapper;(!i||this._isVisible(l,e))&&this._updateElement(l.instance,r+a)}),t.updated=!0}})}_isVisible(i,e){let t=i.getBoundingClientRect();return t.bottom>e.top&&t.top<e.bottom}};var jn=document.createElement("template");jn.innerHTML=`
  <style>
    :host {
      --vaadin-infinite-scroller-item-height: 270px;
      grid-area: months;
      height: auto;
    }
  </style>
`;var Lo=class extends yt{static get is(){return"vaadin-date-picker-month-scroller"}constructor(){super(),this.bufferSize=3,this.shadowRoot.appendChild(jn.content.cloneNode(!0))}_createElement(){return document.createElement("vaadin-month-calendar")}_updateElement(i,e){i.month=ds(e)}};m(Lo);var Un=document.createElement("template");Un.innerHTML=`
  <style>
    :host {
      --vaadin-infinite-scroller-item-height: 80px;
      width: 50px;
      display: block;
      position: relative;
      grid-area: years;
      height: auto;
      -webkit-tap-highlight-color: transparent;
      -webkit-user-select: none;
      user-select: none;
      /* Center the year scroller position. */
      --vaadin-infinite-scroller-buffer-offset: 50%;
    }

    :host::before {
      content: '';
      display: block;
      background: transparent;
      width: 0;
      height: 0;
      position: absolute;
      left: 0;
      top: 50%;
      transform: translateY(-50%);
      border-width: 6px;
      border-style: solid;
      border-color: transparent;
      border-left-color: #000;
    }
  </style>
`;var Bo=class extends yt{static get is(){return"vaadin-date-picker-year-scroller"}constructor(){super(),this.bufferSize=12,this.shadowRoot.appendChild(Un.content.cloneNode(!0))}_createElement(){return document.createElement("vaadin-date-picker-year")}_updateElement(i,e){i.year=this._yearAfterXYears(e)}_yearAfterXYears(i){let e=new Date,t=new Date(e);return t.setFullYear(parseInt(i)+e.getFullYear()),t.getFullYear()}};m(Bo);var qn=p`
  :host {
    display: block;
    height: 100%;
  }

  [part='year-number'] {
    align-items: center;
    display: flex;
    height: 50%;
    justify-content: center;
    transform: translateY(-50%);
    color: var(--vaadin-text-color-secondary);
  }

  :host([current]) [part='year-number'] {
    color: var(--vaadin-date-picker-year-scroller-current-year-color, var(--vaadin-text-color));
  }
`;var Vo=class extends x(b(y(v))){static get is(){return"vaadin-date-picker-year"}static get styles(){return qn}static get properties(){return{year:{type:String,sync:!0},selectedDate:{type:Object,sync:!0}}}render(){return _`
      <div part="year-number">${this.year}</div>
      <div part="year-separator" aria-hidden="true"></div>
    `}updated(i){super.updated(i),i.has("year")&&this.toggleAttribute("current",this.year===new Date().getFullYear()),(i.has("year")||i.has("selectedDate"))&&this.toggleAttribute("selected",this.selectedDate&&this.selectedDate.getFullYear()===this.year)}};m(Vo);var Wn=p`
  :host {
    display: block;
    padding: var(--vaadin-date-picker-month-padding, var(--vaadin-padding-s));
    -webkit-tap-highlight-color: transparent;
    -webkit-user-select: none;
    user-select: none;
  }

  [part='month-header'] {
    color: var(--vaadin-date-picker-month-header-color, var(--vaadin-text-color));
    font-size: var(--vaadin-date-picker-month-header-font-size, 0.9375rem);
    font-weight: var(--vaadin-date-picker-month-header-font-weight, 500);
    line-height: 1;
    margin-bottom: 0.75rem;
    text-align: center;
  }

  table {
    display: grid;
    grid-template-columns: repeat(7, 1fr);
  }

  thead,
  tbody,
  tr {
    display: contents;
  }

  [part~='weekday'] {
    color: var(--vaadin-date-picker-weekday-color, var(--vaadin-text-color-secondary));
    font-size: var(--vaadin-date-picker-weekday-font-size, 0.75rem);
    font-weight: var(--vaadin-date-picker-weekday-font-weight, 500);
    margin-bottom: 0.375rem;
  }

  /* Week numbers are on a separate row, don't reserve space on weekday row. */
  [part~='weekday']:empty {
    display: none;
  }

  [part~='week-number'] {
    grid-column: -1 / 1;
    color: var(--vaadin-date-picker-week-number-color, var(--vaadin-text-color-secondary));
    font-size: var(--vaadin-date-picker-week-number-font-size, 0.7rem);
    line-height: 1;
    margin-top: 0.125em;
    margin-bottom: 0.125em;
    gap: 0.25em;
  }

  [part~='week-number']::after {
    content: '';
    height: 1px;
    flex: 1;
    background: var(
      --vaadin-date-picker-week-divider-color,
      var(--vaadin-divider-color, var(--vaadin-border-color-secondary))
    );
  }

  [part~='weekday'],
  [part~='week-number'],
  [part~='date'] {
    align-items: center;
    display: flex;
    justify-content: center;
    padding: 0;
  }

  [part~='date'] {
    border-radius: var(--vaadin-date-picker-date-border-radius, var(--vaadin-radius-m));
    position: relative;
    height: var(--vaadin-date-picker-date-height, 2rem);
    cursor: var(--vaadin-clickable-cursor);
    outline: none;
  }

  [part~='date']:empty {
    pointer-events: none !important;
  }

  [part~='date']::after {
    border-radius: inherit;
    content: '';
    position: absolute;
    z-index: -1;
    height: min(2em, 100%);
    aspect-ratio: 1;
  }

  :where([part~='date']:focus-visible)::after {
    outline: var(--vaadin-focus-ring-width) solid var(--vaadin-focus-ring-color);
    outline-offset: calc(var(--vaadin-focus-ring-width) * -1);
  }

  [part~='today'] {
    color: var(--vaadin-date-picker-date-today-color, var(--vaadin-text-color));
  }

  [part~='selected'] {
    color: var(--vaadin-date-picker-date-selected-color, var(--vaadin-background-color));
  }

  [part~='selected']::after {
    background: var(--vaadin-date-picker-date-selected-background, var(--vaadin-text-color));
    outline-offset: 1px;
  }

  [disabled] {
    cursor: var(--vaadin-disabled-cursor);
    color: var(--vaadin-date-picker-date-disabled-color, var(--vaadin-text-color-disabled));
    opacity: 0.7;
  }

  [hidden] {
    display: none;
  }

  @media (forced-colors: active) {
    [part~='week-number']::after {
      background: CanvasText;
    }

    [part~='today'] {
      font-weight: 600;
    }

    [part~='selected'] {
      forced-color-adjust: none;
      --vaadin-date-picker-date-selected-color: SelectedItemText;
      color: SelectedItemText !important;
      --vaadin-date-picker-date-selected-background: SelectedItem;
    }

    [disabled] {
      color: GrayText !important;
    }
  }
`;var Kn=s=>class extends Y(s){static get properties(){return{month:{type:Object,value:new Date,sync:!0},selectedDate:{type:Object,notify:!0,sync:!0},focusedDate:{type:Object},showWeekNumbers:{type:Boolean,value:!1},i18n:{type:Object},ignoreTaps:{type:Boolean},minDate:{type:Date,value:null,sync:!0},maxDate:{type:Date,value:null,sync:!0},isDateDisabled:{type:Function,value:()=>!1},_dateMetadataController:{type:Object,attribute:!1,sync:!0},enteredDate:{type:Date},disabled:{type:Boolean,reflectToAttribute:!0,computed:"__computeDisabled(month, minDate, maxDate)"},_days:{type:Array,computed:"__computeDays(month, i18n, minDate, maxDate, isDateDisabled)"},_weeks:{type:Array,computed:"__computeWeeks(_days)"},_notTapping:{type:Boolean},__hasFocus:{type:Boolean}}}static get observers(){return["__focusedDateChanged(focusedDate, _days)","_showWeekNumbersChanged(showWeekNumbers, i18n)"]}get focusableDateElement(){return[...this.shadowRoot.querySelectorAll("[part~=date]")].find(e=>R(e.date,this.focusedDate))}ready(){super.ready(),fe(this.$.monthGrid,"tap",this._handleTap.bind(this))}_setFocused(e){super._setFocused(e),this.__hasFocus=e}__computeDisabled(e,t,o){let r=mt(e),n=vt(e);return t&&o&&t.getMonth()===o.getMonth()&&t.getMonth()===e.getMonth()&&o.getDate()-t.getDate()>=0?!1:!ke(r,t,o)&&!ke(n,t,o)}_getTitle(e,t){if(!(e===void 0||t===void 0))return t.formatTitle(t.monthNames[e.getMonth()],e.getFullYear())}_onMonthGridTouchStart(){this._notTapping=!1,setTimeout(()=>{this._notTapping=!0},300)}_dateAdd(e,t){e.setDate(e.getDate()+t)}_applyFirstDayOfWeek(e,t){if(!(e===void 0||t===void 0))return e.slice(t).concat(e.slice(0,t))}__computeWeekDayNames(e,t){if(e===void 0||t===void 0)return[];let{weekdays:o,weekdaysShort:r,firstDayOfWeek:n}=e,a=this._applyFirstDayOfWeek(r,n);return this._applyFirstDayOfWeek(o,n).map((d,c)=>({weekDay:d,weekDayShort:a[c]})).slice(0,7)}__focusedDateChanged(e,t){let o=Array.isArray(t)&&t.some(r=>R(r,e));C(this,"aria-hidden",!o)}_getDate(e){return e?e.getDate():""}__computeShowWeekSeparator(e,t){return e&&t?.firstDayOfWeek===1}_isToday(e){return R(new Date,e)}__computeDays(e,t){if(e===void 0||t===void 0)return[];let o=mt(e);for(;o.getDay()!==t.firstDayOfWeek;)this._dateAdd(o,-1);let r=[],n=o.getMonth(),a=e.getMonth();for(;o.getMonth()===a||o.getMonth()===n;)r.push(o.getMonth()===a?new Date(o.getTime()):null),this._dateAdd(o,1);return r}__computeWeeks(e){return e.reduce((t,o,r)=>(r%7===0&&t.push([]),t[t.length-1].push(o),t),[])}_handleTap(e){!this.ignoreTaps&&!this._notTapping&&e.target.date&&!e.target.hasAttribute("disabled")&&(this.selectedDate=e.target.date,this.dispatchEvent(new CustomEvent("date-tap",{detail:{date:e.target.date},bubbles:!0,composed:!0})))}_preventDefault(e){e.preventDefault()}__computeWeekNumber(e){let t=e.reduce((o,r)=>!o&&r?r:o);return Rn(t)}__computeDayAriaLabel(e){if(!e)return"";let t=`${this._getDate(e)} ${this.i18n.monthNames[e.getMonth()]} ${e.getFullYear()}, ${this.i18n.weekdays[e.getDay()]}`;return this._isToday(e)&&(t+=`, ${this.i18n.today}`),t}_showWeekNumbersChanged(e,t){this.toggleAttribute("week-numbers",this.__computeShowWeekSeparator(e,t))}__computeDatePart(e,t,o,r,n,a,l,d){let c=["date"];this.__isDayDisabled(e,r,n,a)&&c.push("disabled"),e&&this.__isMonthPending()&&c.push("loading"),R(e,t)&&(d||R(e,l))&&c.push("focused"),this.__isDaySelected(e,o)&&c.push("selected"),this._isToday(e)&&c.push("today"),e<as(new Date)&&c.push("past"),e>as(new Date)&&c.push("future");let u=e&&this._dateMetadataController?.getMetadata(e)?.part;return u&&typeof u=="string"&&c.push(u),c.join(" ")}__isDaySelected(e,t){return R(e,t)}__computeDayAriaSelected(e,t){return String(this.__isDaySelected(e,t))}__isMonthPending(){return!!this._dateMetadataController?.isMonthPending(this.month)}__isDayDisabled(e,t,o,r){return!bt(e,t,o,r,this._dateMetadataController)}__computeDayAriaDisabled(e,t,o,r){return e===void 0||!!!this._dateMetadataController?.provider&&t===void 0&&o===void 0&&r===void 0?"false":String(this.__isDayDisabled(e,t,o,r))}__computeDayTabIndex(e,t){return R(e,t)?"0":"-1"}};var $o=class extends Kn(x(b(y(v)))){static get is(){return"vaadin-month-calendar"}static get styles(){return Wn}static get lumoInjector(){return{...super.lumoInjector,includeBaseStyles:!0}}render(){let i=this.__computeWeekDayNames(this.i18n,this.showWeekNumbers),e=this._weeks,t=!this.__computeShowWeekSeparator(this.showWeekNumbers,this.i18n);return _`
      <div part="month-header" id="month-header" aria-hidden="true">${this._getTitle(this.month,this.i18n)}</div>
      <table
        id="monthGrid"
        role="grid"
        aria-labelledby="month-header"
        @touchend="${this._preventDefault}"
        @touchstart="${this._onMonthGridTouchStart}"
      >
        <thead id="weekdays-container">
          <tr role="row" part="weekdays">
            <th part="weekday" aria-hidden="true" ?hidden="${t}"></th>
            ${i.map(o=>_`
                <th role="columnheader" part="weekday" scope="col" abbr="${o.weekDay}" aria-hidden="true">
                  ${o.weekDayShort}
                </th>
              `)}
          </tr>
        </thead>
        <tbody id="days-container">
          ${e.map(o=>_`
              <tr role="row">
                <td part="week-number" aria-hidden="true" ?hidden="${t}">
                  ${this.__computeWeekNumber(o)}
                </td>
                ${o.map(r=>_`
                    <td
                      role="gridcell"
                      part="${this.__computeDatePart(r,this.focusedDate,this.selectedDate,this.minDate,this.maxDate,this.isDateDisabled,this.enteredDate,this.__hasFocus)}"
                      .date="${r}"
                      ?disabled="${this.__isDayDisabled(r,this.minDate,this.maxDate,this.isDateDisabled)}"
                      tabindex="${this.__computeDayTabIndex(r,this.focusedDate)}"
                      aria-selected="${this.__computeDayAriaSelected(r,this.selectedDate)}"
                      aria-disabled="${this.__computeDayAriaDisabled(r,this.minDate,this.maxDate,this.isDateDisabled)}"
                      aria-label="${this.__computeDayAriaLabel(r)}"
                      >${this._getDate(r)}</td
                    >
                  `)}
              </tr>
            `)}
        </tbody>
      </table>
    `}};m($o);var Yn=p`
  :host {
    display: grid;
    grid-template-areas:
      'header header'
      'months years'
      'toolbar years';
    grid-template-columns: minmax(0, 1fr) 0;
    height: 100%;
    outline: none;
    overflow: hidden;
    position: relative;
  }

  :host([desktop]) {
    grid-template-columns: minmax(0, 1fr) auto;
  }

  :host([fullscreen][years-visible]) {
    grid-template-columns: minmax(0, 1fr) auto;
  }

  [part='years-toggle-button'] {
    display: inline-flex;
    align-items: center;
    border-radius: var(--vaadin-button-border-radius, var(--vaadin-radius-m));
    color: var(--vaadin-text-color);
    font-size: var(--vaadin-button-font-size, inherit);
    font-weight: var(--vaadin-button-font-weight, 500);
    height: var(--vaadin-button-height, auto);
    line-height: var(--vaadin-button-line-height, inherit);
    padding: var(--vaadin-button-padding, var(--vaadin-padding-block-container) var(--vaadin-padding-inline-container));
    cursor: var(--vaadin-clickable-cursor);
  }

  :host([years-visible]) [part='years-toggle-button'] {
    background: var(--vaadin-text-color);
    color: var(--vaadin-background-color);
  }

  [hidden] {
    display: none !important;
  }

  [part='loader'] {
    position: absolute;
    z-index: 1;
    inset-block-start: var(--vaadin-date-picker-month-header-font-size, 0.9375rem);
    inset-inline: 0;
    margin-inline: auto;
  }

  ::slotted([slot='months']) {
    --vaadin-infinite-scroller-item-height: round(
      var(--vaadin-date-picker-month-header-font-size, 0.9375rem) + 0.75rem +
        var(--vaadin-date-picker-date-height, 2rem) * 7 + var(--_vaadin-date-picker-week-numbers-visible, 0) *
        (
          var(--vaadin-date-picker-week-number-font-size, 0.7rem) * 6.25 +
            var(--vaadin-date-picker-month-padding, var(--vaadin-padding-s)) * 3
        ),
      1px
    );
  }

  :host(:not([fullscreen])) ::slotted([slot='months']) {
    border-bottom: 1px solid var(--vaadin-border-color-secondary);
  }

  ::slotted([slot='years']) {
    visibility: hidden;
    background: var(--vaadin-date-picker-year-scroller-background, var(--vaadin-background-container));
    width: var(--vaadin-date-picker-year-scroller-width, 3rem);
    box-sizing: border-box;
    border-inline-start: 1px solid
      var(--vaadin-date-picker-year-scroller-border-color, var(--vaadin-border-color-secondary));
    overflow: visible;
    min-height: 0;
    clip-path: inset(0);
  }

  ::slotted([slot='years'])::before {
    background: var(--vaadin-overlay-background, var(--vaadin-background-color));
    border: 1px solid var(--vaadin-date-picker-year-scroller-border-color, var(--vaadin-border-color-secondary));
    width: 16px;
    height: 16px;
    position: absolute;
    left: auto;
    z-index: 1;
    rotate: 45deg;
    translate: calc(-50% - 1px) -50%;
    transform: none;
  }

  :host([dir='rtl']) ::slotted([slot='years'])::before {
    translate: calc(50% + 1px) -50%;
  }

  :host([desktop]) ::slotted([slot='years']),
  :host([years-visible]) ::slotted([slot='years']) {
    visibility: visible;
  }

  [part='toolbar'] {
    display: flex;
    grid-area: toolbar;
    justify-content: space-between;
    padding: var(--vaadin-date-picker-toolbar-padding, var(--vaadin-padding-s));
  }

  :host([fullscreen]) [part='toolbar'] {
    grid-area: header;
    border-bottom: 1px solid var(--vaadin-border-color-secondary);
  }
`;var re,We,Gn,Fo,xt,ne=class{constructor(i,e){g(this,We);g(this,re,null);g(this,xt,i=>{typeof this.callback=="function"&&this.callback(i.matches)});this.query=i,this.callback=e}hostConnected(){f(this,We,Fo).call(this),w(this,re,window.matchMedia(this.query)),f(this,We,Gn).call(this),h(this,xt).call(this,h(this,re))}hostDisconnected(){f(this,We,Fo).call(this)}};re=new WeakMap,We=new WeakSet,Gn=function(){h(this,re)&&h(this,re).addListener(h(this,xt))},Fo=function(){h(this,re)&&h(this,re).removeListener(h(this,xt)),w(this,re,null)},xt=new WeakMap;var Xn=s=>class extends s{static get properties(){return{scrollDuration:{type:Number,value:300},selectedDate:{type:Object,value:null,sync:!0},focusedDate:{type:Object,notify:!0,observer:"_focusedDateChanged",sync:!0},_focusedMonthDate:Number,initialPosition:{type:Object,observer:"_initialPositionChanged",sync:!0},_originDate:{type:Object,value:new Date},_visibleMonthIndex:Number,_desktopMode:{type:Boolean,observer:"_desktopModeChanged"},_desktopMediaQuery:{type:String,value:"(min-width: 375px)"},i18n:{type:Object},showWeekNumbers:{type:Boolean,value:!1},_ignoreTaps:Boolean,_notTapping:Boolean,minDate:{type:Object,sync:!0},maxDate:{type:Object,sync:!0},isDateDisabled:{type:Function},loading:{type:Boolean,value:!1,reflectToAttribute:!0},enteredDate:{type:Date,sync:!0},label:String,_cancelButton:{type:Object},_todayButton:{type:Object},_dateMetadataController:{type:Object,sync:!0},calendars:{type:Array,value:()=>[]},years:{type:Array,value:()=>[]}}}static get observers(){return["__updateCalendarsConfig(calendars, i18n, minDate, maxDate, showWeekNumbers, isDateDisabled, _theme, _dateMetadataController)","__updateCalendarsState(calendars, selectedDate, focusedDate, enteredDate, _ignoreTaps)","__updateCancelButton(_cancelButton, i18n)","__updateYears(years, selectedDate, _theme)"]}disconnectedCallback(){super.disconnectedCallback(),this.cancelLoadVisibleDateMetadata()}updated(e){super.updated(e),e.has("loading")&&C(this,"aria-busy",this.loading),e.has("i18n")&&C(this,"aria-label",this.i18n?.dialogAccessibleName),(e.has("calendars")||e.has("_dateMetadataController"))&&this.loadVisibleDateMetadata(),(e.has("_todayButton")||e.has("i18n")||e.has("minDate")||e.has("maxDate")||e.has("isDateDisabled"))&&this.updateTodayButton()}get __useSubMonthScrolling(){return this._monthScroller.clientHeight<this._monthScroller.itemHeight+this._monthScroller.bufferOffset}get focusableDateElement(){return this.calendars.map(e=>e.focusableDateElement).find(Boolean)}_initControllers(){this.addController(new ne(this._desktopMediaQuery,e=>{this._desktopMode=e})),this.addController(new k(this,"today-button","vaadin-button",{observe:!1,initializer:e=>{e.setAttribute("theme","tertiary"),e.addEventListener("keydown",t=>this.__onTodayButtonKeyDown(t)),e.addEventListener("click",this._onTodayTap.bind(this)),this._todayButton=e}})),this.addController(new k(this,"cancel-button","vaadin-button",{observe:!1,initializer:e=>{e.setAttribute("theme","tertiary"),e.addEventListener("keydown",t=>this.__onCancelButtonKeyDown(t)),e.addEventListener("click",this._cancel.bind(this)),this._cancelButton=e}})),this.__initMonthScroller(),this.__initYearScroller()}reset(){this._closeYearScroller(),this._monthScroller?.reset(),this._yearScroller?.reset()}focusCancel(){this._cancelButton.focus()}scrollToDate(e,t){let o=this.__useSubMonthScrolling?this._calculateWeekScrollOffset(e):0;this._scrollToPosition(this._differenceInMonths(e,this._originDate)+o,t),this._monthScroller.forceUpdate()}__initMonthScroller(){this.addController(new k(this,"months","vaadin-date-picker-month-scroller",{observe:!1,initializer:e=>{e.addEventListener("custom-scroll",()=>{this._onMonthScroll()}),e.addEventListener("touchstart",()=>{this._onMonthScrollTouchStart()}),e.addEventListener("keydown",t=>{this.__onMonthCalendarKeyDown(t)}),e.addEventListener("init-done",()=>{let t=[...this.querySelectorAll("vaadin-month-calendar")];t.forEach(o=>{o.addEventListener("selected-date-changed",r=>{this.selectedDate=r.detail.value})}),this.calendars=t}),this._monthScroller=e}}))}__initYearScroller(){this.addController(new k(this,"years","vaadin-date-picker-year-scroller",{observe:!1,initializer:e=>{e.setAttribute("aria-hidden","true"),fe(e,"tap",t=>{this._onYearTap(t)}),e.addEventListener("custom-scroll",()=>{this._onYearScroll()}),e.addEventListener("touchstart",()=>{this._onYearScrollTouchStart()}),e.addEventListener("init-done",()=>{this.years=[...this.querySelectorAll("vaadin-date-picker-year")]}),this._yearScroller=e}}))}__updateCancelButton(e,t){e&&(e.textContent=t?.cancel)}updateTodayButton(){let e=this._todayButton;e&&(e.textContent=this.i18n?.today,e.disabled=!this._isTodayAllowed())}loadVisibleDateMetadata(){let e=this._dateMetadataController;if(!e)return;let t=(this.calendars??[]).map(o=>o.month).filter(Boolean).map(o=>oe(o));t.length!==0&&e.ensureRangeLoaded(gt(Math.min(...t)),gt(Math.max(...t)))}cancelLoadVisibleDateMetadata(){this._loadDateMetadataDebouncer?.cancel()}__updateCalendarsConfig(e,t,o,r,n,a,l,d){e?.length&&e.forEach(c=>{c.i18n=t,c.minDate=o,c.maxDate=r,c.isDateDisabled=a,c._dateMetadataController=d,d?.subscribe(c),c.showWeekNumbers=n,C(c,"theme",l)})}__scheduleLoadVisibleDateMetadata(){this._loadDateMetadataDebouncer=S.debounce(this._loadDateMetadataDebouncer,z.after(200),()=>this.loadVisibleDateMetadata())}__updateCalendarsState(e,t,o,r,n){e?.length&&e.forEach(a=>{a.focusedDate=o,a.selectedDate=t,a.enteredDate=r,a.ignoreTaps=n})}__updateYears(e,t,o){e?.length&&e.forEach(r=>{r.selectedDate=t,C(r,"theme",o)})}_selectDate(e){return this._dateSelectable(e)?(this.selectedDate=e,this.dispatchEvent(new CustomEvent("date-selected",{detail:{date:e},bubbles:!0,composed:!0})),!0):!1}_desktopModeChanged(e){this.toggleAttribute("desktop",e)}_focusedDateChanged(e){this.revealDate(e)}revealDate(e,t=!0){if(!e)return;let o=this._differenceInMonths(e,this._originDate);if(this.__useSubMonthScrolling){let d=this._calculateWeekScrollOffset(e);this._scrollToPosition(o+d,t);return}let r=this._monthScroller.position>o,a=Math.max(this._monthScroller.itemHeight,this._monthScroller.clientHeight-this._monthScroller.bufferOffset*2)/this._monthScroller.itemHeight,l=this._monthScroller.position+a-1<o;r?this._scrollToPosition(o,t):l&&this._scrollToPosition(o-a+1,t)}_calculateWeekScrollOffset(e){let t=mt(e),o=0;for(;t.getDate()<e.getDate();)t.setDate(t.getDate()+1),t.getDay()===this.i18n.firstDayOfWeek&&(o+=1);return o/6}_initialPositionChanged(e){this._monthScroller&&this._yearScroller&&(this._monthScroller.active=!0,this._yearScroller.active=!0),this.scrollToDate(e)}_repositionYearScroller(){let e=this._monthScroller.position;this._visibleMonthIndex=Math.floor(e),this._yearScroller.position=(e+this._originDate.getMonth())/12,this.__scheduleLoadVisibleDateMetadata()}_repositionMonthScroller(){this._monthScroller.position=this._yearScroller.position*12-this._originDate.getMonth(),this._visibleMonthIndex=Math.floor(this._monthScroller.position),this.__scheduleLoadVisibleDateMetadata()}_onMonthScroll(){this._repositionYearScroller(),this._doIgnoreTaps()}_onYearScroll(){this._repositionMonthScroller(),this._doIgnoreTaps()}_onYearScrollTouchStart(){this._notTapping=!1,setTimeout(()=>{this._notTapping=!0},300),this._repositionMonthScroller()}_onMonthScrollTouchStart(){this._repositionYearScroller()}_doIgnoreTaps(){this._ignoreTaps=!0,this._debouncer=S.debounce(this._debouncer,z.after(300),()=>{this._ignoreTaps=!1})}_onTodayTap(){let e=this._getTodayMidnight();Math.abs(this._monthScroller.position-this._differenceInMonths(e,this._originDate))<.001?(this._selectDate(e),this._close()):this._scrollToCurrentMonth()}_scrollToCurrentMonth(){this.focusedDate&&(this.focusedDate=new Date),this.scrollToDate(new Date,!0)}_onYearTap(e){if(!this._ignoreTaps&&!this._notTapping){let o=(e.detail.y-(this._yearScroller.getBoundingClientRect().top+this._yearScroller.clientHeight/2))/this._yearScroller.itemHeight;this._scrollToPosition(this._monthScroller.position+o*12,!0)}}_scrollToPosition(e,t){if(this._targetPosition!==void 0){this._targetPosition=e;return}if(!t){this._monthScroller.position=e,this._monthScroller.forceUpdate(),this._targetPosition=void 0,this._repositionYearScroller(),this.__tryFocusDate();return}this._targetPosition=e;let o;this._revealPromise=new Promise(d=>{o=d});let r=(d,c,u,I)=>(d/=I/2,d<1?u/2*d*d+c:(d-=1,-u/2*(d*(d-2)-1)+c)),n=0,a=this._monthScroller.position,l=d=>{n||(n=d);let c=d-n;if(c<this.scrollDuration){let u=r(c,a,this._targetPosition-a,this.scrollDuration);this._monthScroller.position=u,window.requestAnimationFrame(l)}else this.dispatchEvent(new CustomEvent("scroll-animation-finished",{bubbles:!0,composed:!0,detail:{position:this._targetPosition,oldPosition:a}})),this._monthScroller.position=this._targetPosition,this._monthScroller.forceUpdate(),this._targetPosition=void 0,o(),this._revealPromise=void 0;setTimeout(this._repositionYearScroller.bind(this),1)};window.requestAnimationFrame(l)}_toggleYearScroller(){this.toggleAttribute("years-visible")}_closeYearScroller(){this.removeAttribute("years-visible")}_yearAfterXMonths(e){return ds(e).getFullYear()}_differenceInMonths(e,t){return oe(e)-oe(t)}_clear(){this._selectDate("")}_close(){this.dispatchEvent(new CustomEvent("close",{bubbles:!0,composed:!0}))}_cancel(){this.focusedDate=this.selectedDate,this._close()}__toggleDate(e){R(e,this.selectedDate)?(this._clear(),this.focusedDate=e):this._selectDate(e)}__onMonthCalendarKeyDown(e){let t=!1;switch(e.key){case"ArrowDown":this._moveFocusByDays(7),t=!0;break;case"ArrowUp":this._moveFocusByDays(-7),t=!0;break;case"ArrowRight":this._moveFocusByDays(this.__isRTL?-1:1),t=!0;break;case"ArrowLeft":this._moveFocusByDays(this.__isRTL?1:-1),t=!0;break;case"Enter":this._selectDate(this.focusedDate)&&(this._close(),t=!0);break;case" ":this.__toggleDate(this.focusedDate),t=!0;break;case"Home":this._moveFocusInsideMonth(this.focusedDate,"minDate"),t=!0;break;case"End":this._moveFocusInsideMonth(this.focusedDate,"maxDate"),t=!0;break;case"PageDown":this._moveFocusByMonths(e.shiftKey?12:1),t=!0;break;case"PageUp":this._moveFocusByMonths(e.shiftKey?-12:-1),t=!0;break;case"Tab":this._onTabKeyDown(e,"calendar");break;default:break}t&&(e.preventDefault(),e.stopPropagation())}_onTabKeyDown(e,t){switch(e.stopPropagation(),t){case"calendar":e.shiftKey&&(e.preventDefault(),this.hasAttribute("fullscreen")?this.focusCancel():this.__focusInput());break;case"today":e.shiftKey&&(e.preventDefault(),this.focusDateElement());break;case"cancel":e.shiftKey||(e.preventDefault(),this.hasAttribute("fullscreen")?this.focusDateElement():this.__focusInput());break;default:break}}__onTodayButtonKeyDown(e){e.key==="Tab"&&this._onTabKeyDown(e,"today")}__onCancelButtonKeyDown(e){e.key==="Tab"&&this._onTabKeyDown(e,"cancel")}__focusInput(){this.dispatchEvent(new CustomEvent("focus-input",{bubbles:!0,composed:!0}))}__tryFocusDate(){if(this.__pendingDateFocus){let t=this.focusableDateElement;t&&R(t.date,this.__pendingDateFocus)&&(delete this.__pendingDateFocus,t.focus())}}async focusDate(e,t){let o=e||this.selectedDate||this.initialPosition||new Date;this.focusedDate=o,t||(this._focusedMonthDate=o.getDate()),await this.focusDateElement(!1)}async focusDateElement(e=!0){this.__pendingDateFocus=this.focusedDate,this.calendars.length||await new Promise(t=>{requestAnimationFrame(()=>{setTimeout(()=>{t()})})}),e&&this.revealDate(this.focusedDate),this._revealPromise&&await this._revealPromise,this.__tryFocusDate()}_focusClosestDate(e){this.focusDate(ls(e,[this.minDate,this.maxDate]))}_focusAllowedDate(e,t,o){this._dateAllowed(e,void 0,void 0,()=>!1)?this.focusDate(e,o):this._dateAllowed(this.focusedDate)?t>0?this.focusDate(this.maxDate):this.focusDate(this.minDate):this._focusClosestDate(this.focusedDate)}_getDateDiff(e,t){return qe(this.focusedDate.getFullYear(),this.focusedDate.getMonth()+e,t?this.focusedDate.getDate()+t:1)}_moveFocusByDays(e){let t=this._getDateDiff(0,e);this._focusAllowedDate(t,e,!1)}_moveFocusByMonths(e){let t=this._getDateDiff(e),o=t.getMonth();this._focusedMonthDate||(this._focusedMonthDate=this.focusedDate.getDate()),t.setDate(this._focusedMonthDate),t.getMonth()!==o&&t.setDate(0),this._focusAllowedDate(t,e,!0)}_moveFocusInsideMonth(e,t){let o=t==="minDate"?mt(e):vt(e);this._dateAllowed(o)?this.focusDate(o):this._dateAllowed(e)?this.focusDate(this[t]):this._focusClosestDate(e)}_dateAllowed(e,t=this.minDate,o=this.maxDate,r=this.isDateDisabled){return ke(e,t,o,r)}_dateSelectable(e){return bt(e,this.minDate,this.maxDate,this.isDateDisabled,this._dateMetadataController)}_isTodayAllowed(){return this._dateSelectable(this._getTodayMidnight())}_getTodayMidnight(){let e=new Date;return qe(e.getFullYear(),e.getMonth(),e.getDate())}};var No=class extends Xn(x(E(b(y(v))))){static get is(){return"vaadin-date-picker-overlay-content"}static get styles(){return[Ti,Yn]}static get lumoInjector(){return{...super.lumoInjector,includeBaseStyles:!0}}render(){return _`
      <slot name="months"></slot>
      <slot name="years"></slot>

      <div part="loader" aria-hidden="true"></div>

      <div role="toolbar" part="toolbar">
        <slot name="today-button"></slot>
        <div
          part="years-toggle-button"
          ?hidden="${this._desktopMode}"
          aria-hidden="true"
          @click="${this._toggleYearScroller}"
        >
          ${this._yearAfterXMonths(this._visibleMonthIndex)}
        </div>
        <slot name="cancel-button"></slot>
      </div>
    `}firstUpdated(){super.firstUpdated(),this.setAttribute("role","dialog"),this._initControllers()}};m(No);var Zn=p`
  :host([opened]) {
    pointer-events: auto;
  }

  :host([week-numbers]) {
    --_vaadin-date-picker-week-numbers-visible: 1;
  }

  :host([dir='rtl']) [part='input-field'] {
    direction: ltr;
  }

  :host([dir='rtl']) [part='input-field'] ::slotted(input)::placeholder {
    direction: rtl;
    text-align: left;
  }

  [part~='toggle-button']::before {
    mask-image: var(--_vaadin-icon-calendar);
  }

  :host([readonly]) [part~='toggle-button'] {
    display: none;
  }
`;var Ct=new WeakMap,hs=new WeakMap,cs={},Ro=0,Qn=s=>s?.nodeType===Node.ELEMENT_NODE,zo=(...s)=>{console.error(`Error: ${s.join(" ")}. Skip setting aria-hidden.`)},dd=(s,i)=>Qn(s)?i.map(e=>{if(!Qn(e))return zo(e,"is not a valid element"),null;let t=e;for(;t&&t!==s;){if(s.contains(t))return e;t=t.getRootNode().host}return zo(e,"is not contained inside",s),null}).filter(e=>!!e):(zo(s,"is not a valid element"),[]),hd=(s,i,e,t)=>{let o=dd(i,Array.isArray(s)?s:[s]);cs[e]||(cs[e]=new WeakMap);let r=cs[e],n=[],a=new Set,l=new Set(o),d=u=>{if(!u||a.has(u))return;a.add(u);let I=u.assignedSlot;I&&d(I),d(u.parentNode||u.host)};o.forEach(d);let c=u=>{if(!u||l.has(u))return;let I=u.shadowRoot;(I?[...u.children,...I.children]:[...u.children]).forEach(O=>{if(!["template","script","style"].includes(O.localName))if(a.has(O))c(O);else{let li=O.getAttribute(t),di=li!==null&&li!=="false",Is=(Ct.get(O)||0)+1,hi=(r.get(O)||0)+1;Ct.set(O,Is),r.set(O,hi),n.push(O),Is===1&&di&&hs.set(O,!0),hi===1&&O.setAttribute(e,"true"),di||O.setAttribute(t,"true")}})};return c(i),a.clear(),Ro+=1,()=>{n.forEach(u=>{let I=Ct.get(u)-1,L=r.get(u)-1;Ct.set(u,I),r.set(u,L),I||(hs.has(u)?hs.delete(u):u.removeAttribute(t)),L||u.removeAttribute(e)}),Ro-=1,Ro||(Ct=new WeakMap,Ct=new WeakMap,hs=new WeakMap,cs={})}},Jn=(s,i=document.body,e="data-aria-hidden")=>{let t=Array.from(Array.isArray(s)?s:[s]);return i&&t.push(...Array.from(i.querySelectorAll("[aria-live]"))),hd(t,i,e,"aria-hidden")};var Gv="inert"in HTMLElement.prototype;var cd=["__proto__","constructor","prototype"],us=s=>{if(!s||typeof s!="object")return!1;let i=Object.getPrototypeOf(s);return i===Object.prototype||i===null};function ea(s,i,e){return!us(s)||!us(i)||Object.keys(i).forEach(t=>{if(cd.includes(t))return;let o=i[t];if(us(o)){if(!Object.hasOwn(s,t)||!us(s[t])){if(e&&Object.hasOwn(s,t)&&s[t])return;s[t]={}}ea(s[t],o,e)}else e&&Array.isArray(o)?s[t]=[...o]:(!e||o!=null)&&(s[t]=o)}),s}function Ho(s,...i){return i.forEach(e=>ea(s,e,!0)),s}var wt=s=>class extends s{static get properties(){return{i18n:{type:Object},__effectiveI18n:{type:Object,sync:!0}}}static get defaultI18n(){return{}}constructor(){super(),this.i18n=Ho({},this.constructor.defaultI18n)}get i18n(){return this.__customI18n}set i18n(e){e!==this.__customI18n&&(this.__customI18n=e,this.__effectiveI18n=Ho({},this.constructor.defaultI18n,this.__customI18n))}};var Et,ps,fs=class{constructor(i){g(this,Et);this.host=i,i.addEventListener("opened-changed",()=>{i.opened||f(this,Et,ps).call(this,!1)}),i.addEventListener("blur",()=>f(this,Et,ps).call(this,!0)),i.addEventListener("touchstart",()=>f(this,Et,ps).call(this,!0))}};Et=new WeakSet,ps=function(i){this.host.inputElement&&(this.host.inputElement.inputMode=i?"":"none")};var jo=12;function ta(s){return Math.floor(s/jo)*jo}var ud=Object.freeze({pending:!0});function pd(s){return typeof s?.date=="string"?Te(s.date):void 0}function fd(s,i){let e=new Map(s.map(t=>[t,new Map]));return Array.isArray(i)?i.forEach(t=>{let o=pd(t);o?e.get(oe(o))?.set(o.getDate(),t):Qe("Ignored `dateMetadataProvider` entries whose `date` is not an ISO 8601 date.")}):i!=null&&Qe("Expected `dateMetadataProvider` to return an array of date metadata objects."),e}var It,J,ni,St,ai,G,Uo,ia,ri,_s=class{constructor(i,e){g(this,G);T(this,"host");T(this,"provider",null);g(this,It);g(this,J,new Map);g(this,ni,new Set);g(this,St,0);g(this,ai);this.host=i,w(this,It,e)}hostConnected(){f(this,G,ri).call(this)}subscribe(i){h(this,ni).add(i)}isLoading(){for(let{pending:i}of h(this,J).values())if(i)return!0;return!1}setProvider(i){let e=i??null;this.provider!==e&&(this.provider=e,this.clearCache())}clearCache(){h(this,J).clear(),w(this,St,h(this,St)+1),f(this,G,ri).call(this)}isMonthLoaded(i){return!!f(this,G,Uo).call(this,i)}isMonthPending(i){return!!i&&!!h(this,J).get(oe(i))?.pending}getMetadata(i){return f(this,G,Uo).call(this,i)?.entries.get(i.getDate())}isDateDisabled(i){return!!this.getMetadata(i)?.disabled}ensureRangeLoaded(i,e){if(!this.provider||!i||!e)return;let t=ta(oe(i)),o=ta(oe(e))+jo-1,r=[];for(let n=t;n<=o;n++)h(this,J).has(n)||r.push(n);r.length>0&&f(this,G,ia).call(this,r)}};It=new WeakMap,J=new WeakMap,ni=new WeakMap,St=new WeakMap,ai=new WeakMap,G=new WeakSet,Uo=function(i){let e=i&&h(this,J).get(oe(i));return e&&!e.pending?e:void 0},ia=async function(i){let e=h(this,St);i.forEach(r=>h(this,J).set(r,ud)),f(this,G,ri).call(this);let t={start:oi(gt(i[0])),end:oi(vt(gt(i.at(-1))))},o;try{let r=await this.provider(t);o=fd(i,r)}catch(r){console.error(r)}e===h(this,St)&&(i.forEach(r=>{o?h(this,J).set(r,{pending:!1,entries:o.get(r)}):h(this,J).delete(r)}),f(this,G,ri).call(this))},ri=function(){h(this,ni).forEach(i=>i.requestUpdate()),h(this,It)&&w(this,ai,S.debounce(h(this,ai),Z,()=>{this.host.isConnected&&h(this,It).call(this)}))};var _d=Object.freeze({monthNames:["January","February","March","April","May","June","July","August","September","October","November","December"],weekdays:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],weekdaysShort:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],firstDayOfWeek:0,today:"Today",cancel:"Cancel",dialogAccessibleName:"Calendar",referenceDate:"",formatDate(s){let i=String(s.year).replace(/\d+/u,e=>"0000".substr(e.length)+e);return[s.month+1,s.day,i].join("/")},parseDate(s){let i=s.split("/"),e=new Date,t,o=e.getMonth(),r=e.getFullYear();if(i.length===3){if(o=parseInt(i[0])-1,t=parseInt(i[1]),r=parseInt(i[2]),i[2].length<3&&r>=0){let n=Te(this.referenceDate)||new Date;r=zn(n,r,o,t)}}else i.length===2?(o=parseInt(i[0])-1,t=parseInt(i[1])):i.length===1&&(t=parseInt(i[0]));if(t!==void 0)return{day:t,month:o,year:r}},formatTitle:(s,i)=>`${s} ${i}`}),sa=s=>class extends wt(st(ct(H(s)))){static get properties(){return{_selectedDate:{type:Object,sync:!0},_focusedDate:{type:Object,sync:!0},value:{type:String,notify:!0,value:"",sync:!0},initialPosition:{type:String},opened:{type:Boolean,reflectToAttribute:!0,notify:!0,observer:"_openedChanged",sync:!0},autoOpenDisabled:{type:Boolean,sync:!0},showWeekNumbers:{type:Boolean,value:!1,sync:!0},_fullscreen:{type:Boolean,value:!1,sync:!0},_fullscreenMediaQuery:{value:"(max-width: 450px), (max-height: 450px)"},min:{type:String,sync:!0},max:{type:String,sync:!0},isDateDisabled:{type:Function},dateMetadataProvider:{type:Function},_minDate:{type:Date,computed:"__computeMinOrMaxDate(min)"},_maxDate:{type:Date,computed:"__computeMinOrMaxDate(max)"},_noInput:{type:Boolean,computed:"_isNoInput(inputElement, _fullscreen, _ios, __effectiveI18n, opened, autoOpenDisabled)"},_ios:{type:Boolean,value:Je},_focusOverlayOnOpen:Boolean,_overlayContent:{type:Object,sync:!0},__enteredDate:{type:Date,sync:!0}}}static get observers(){return["_selectedDateChanged(_selectedDate, __effectiveI18n)","_focusedDateChanged(_focusedDate, __effectiveI18n)","__updateOverlayContent(_overlayContent, __effectiveI18n, label, _minDate, _maxDate, _focusedDate, _selectedDate, showWeekNumbers, isDateDisabled, __enteredDate)","__updateOverlayContentTheme(_overlayContent, _theme)","__updateOverlayContentFullScreen(_overlayContent, _fullscreen)"]}static get defaultI18n(){return _d}static get constraints(){return[...super.constraints,"min","max","dateMetadataProvider"]}constructor(){super(),this._boundOnClick=this._onClick.bind(this),this._boundOnScroll=this._onScroll.bind(this),this._dateMetadataController=new _s(this,()=>this.__onDateMetadataChanged()),this.addController(this._dateMetadataController)}get i18n(){return super.i18n}set i18n(e){super.i18n=e}get _inputElementValue(){return super._inputElementValue}set _inputElementValue(e){super._inputElementValue=e;let t=this.__parseDate(e);this.__setEnteredDate(t)}get __unparsableValue(){return!this._inputElementValue||this.__parseDate(this._inputElementValue)?"":this._inputElementValue}_onFocus(e){super._onFocus(e),this._noInput&&!A()&&(this.__ignoreInternalBlur=!0,e.target.blur(),this.__ignoreInternalBlur=!1)}_onBlur(e){super._onBlur(e),!this.__ignoreInternalBlur&&(this.opened||(this.__commitParsedOrFocusedDate(),document.hasFocus()&&this._requestValidation()))}ready(){super.ready(),this.addEventListener("click",this._boundOnClick),this.addController(new ne(this._fullscreenMediaQuery,e=>{this._fullscreen=e})),this.addController(new fs(this)),this._overlayElement=this.$.overlay}updated(e){super.updated(e),e.has("dateMetadataProvider")&&(this._dateMetadataController.setProvider(this.dateMetadataProvider),this.__reloadDateMetadata()),(e.has("showWeekNumbers")||e.has("__effectiveI18n"))&&this.toggleAttribute("week-numbers",this.showWeekNumbers&&this.__effectiveI18n.firstDayOfWeek===1)}disconnectedCallback(){super.disconnectedCallback(),this.opened=!1}focus(e){this._noInput&&!A()?this.open():super.focus(e)}open(){!this.disabled&&!this.readonly&&(this.opened=!0)}close(){this.$.overlay.close()}clearCache(){this._dateMetadataController.clearCache(),this.__reloadDateMetadata()}__reloadDateMetadata(){this.opened&&this._overlayContent?.loadVisibleDateMetadata(),this.__ensureSelectedDateLoaded()}__ensureContent(){if(this._overlayContent)return;let e=document.createElement("vaadin-date-picker-overlay-content");e.setAttribute("slot","overlay"),this.appendChild(e),this._overlayContent=e,e.addEventListener("close",()=>{this._close()}),e.addEventListener("focus-input",this._focusAndSelect.bind(this)),e.addEventListener("date-tap",t=>{this.__commitDate(t.detail.date),this._close()}),e.addEventListener("date-selected",t=>{this.__commitDate(t.detail.date)}),e.addEventListener("focusin",()=>{this._keyboardActive&&this._setFocused(!0)}),e.addEventListener("focusout",t=>{this._shouldRemoveFocus(t)&&this._setFocused(!1)}),e.addEventListener("focused-date-changed",t=>{this._focusedDate=t.detail.value}),e.addEventListener("click",t=>t.stopPropagation())}__parseDate(e){if(!this.__effectiveI18n.parseDate)return;let t=this.__effectiveI18n.parseDate(e);if(t&&(t=Te(`${t.year}-${t.month+1}-${t.day}`)),t&&!isNaN(t.getTime()))return t}__formatDate(e){if(this.__effectiveI18n.formatDate)return this.__effectiveI18n.formatDate(Po(e))}checkValidity(){let e=this._inputElementValue,t=!e||!!this._selectedDate&&e===this.__formatDate(this._selectedDate),o=!this._selectedDate||bt(this._selectedDate,this._minDate,this._maxDate,this.isDateDisabled,this._dateMetadataController),r=!0;return this.inputElement&&this.inputElement.checkValidity&&(r=this.inputElement.checkValidity()),t&&o&&r}__ensureSelectedDateLoaded(){let e=this._dateMetadataController,t=!!(e?.provider&&this._selectedDate&&!e.isMonthLoaded(this._selectedDate));this.__awaitingProviderValidation=t,t&&e.ensureRangeLoaded(this._selectedDate,this._selectedDate)}__onDateMetadataChanged(){let e=this._dateMetadataController;this._overlayContent&&(this._overlayContent.loading=e.isLoading(),this._overlayContent.updateTodayButton()),this.__awaitingProviderValidation&&this._selectedDate&&e.isMonthLoaded(this._selectedDate)&&(this.__awaitingProviderValidation=!1,this._requestValidation())}_shouldSetFocus(e){return!this._shouldKeepFocusRing}_shouldKeepFocusOnClearMousedown(){return this.opened?!0:super._shouldKeepFocusOnClearMousedown()}_shouldRemoveFocus(e){let{relatedTarget:t}=e;return this.opened&&t!==null&&t!==document.body&&!this.contains(t)&&!this._overlayContent.contains(t)?!0:!this.opened}_setFocused(e){super._setFocused(e),this._shouldKeepFocusRing=e&&this._keyboardActive}__commitValueChange(){let e=this.__unparsableValue;this.__committedValue!==this.value?(this._requestValidation(),this.dispatchEvent(new CustomEvent("change",{bubbles:!0}))):this.__committedUnparsableValue!==e&&(this._requestValidation(),this.dispatchEvent(new CustomEvent("unparsable-change"))),this.__committedValue=this.value,this.__committedUnparsableValue=e}__commitDate(e){this.__keepCommittedValue=!0,this._selectedDate=e,this.__keepCommittedValue=!1,this.__commitValueChange()}_close(){this._focus(),this.close()}_isNoInput(e,t,o,r,n,a){return!e||t&&(!a||n)||o&&n||!r.parseDate}_formatISO(e){return oi(e)}_inputElementChanged(e){super._inputElementChanged(e),e&&(e.autocomplete="off",e.setAttribute("role","combobox"),e.setAttribute("aria-haspopup","dialog"),e.setAttribute("aria-expanded",!!this.opened),this._applyInputValue(this._selectedDate))}_openedChanged(e){e&&this.__ensureContent(),this.inputElement&&this.inputElement.setAttribute("aria-expanded",e)}_selectedDateChanged(e,t){e===void 0||t===void 0||(this.__keepInputValue||this._applyInputValue(e),this.value=this._formatISO(e),this._ignoreFocusedDateChange=!0,this._focusedDate=e,this._ignoreFocusedDateChange=!1,this.__ensureSelectedDateLoaded())}_focusedDateChanged(e,t){e===void 0||t===void 0||!this._ignoreFocusedDateChange&&!this._noInput&&this._applyInputValue(e)}_valueChanged(e,t){let o=Te(e);if(e&&!o){this.value=t;return}e?R(this._selectedDate,o)||(this._selectedDate=o,t!==void 0&&this._requestValidation()):this._selectedDate=null,this.__keepCommittedValue||(this.__committedValue=this.value,this.__committedUnparsableValue=""),this._toggleHasValue(this._hasValue)}__updateOverlayContent(e,t,o,r,n,a,l,d,c,u){e&&(e._dateMetadataController=this._dateMetadataController,e.i18n=t,e.label=o,e.minDate=r,e.maxDate=n,e.focusedDate=a,e.selectedDate=l,e.showWeekNumbers=d,e.isDateDisabled=c,e.enteredDate=u)}__updateOverlayContentTheme(e,t){e&&C(e,"theme",t)}__updateOverlayContentFullScreen(e,t){e&&e.toggleAttribute("fullscreen",t)}_onOverlayEscapePress(e){e.stopPropagation(),this._focusedDate=this._selectedDate,this._applyInputValue(this._selectedDate),this._close()}_onOverlayOpened(){let e=this._overlayContent;e.reset();let t=this._getInitialPosition();e.initialPosition=t;let o=e.focusedDate||t;e.scrollToDate(o),this._ignoreFocusedDateChange=!0,e.focusedDate=o,this._ignoreFocusedDateChange=!1,window.addEventListener("scroll",this._boundOnScroll,!0),this._focusOverlayOnOpen?(e.focusDateElement(),this._focusOverlayOnOpen=!1):this._focus();let r=this.inputElement;this._noInput&&r&&(r.blur(),this._overlayContent.focusDateElement());let n=this._noInput?e:this;this.__showOthers=Jn(n)}_getInitialPosition(){let e=Te(this.initialPosition),t=this._selectedDate||this._overlayContent.initialPosition||e||new Date;return e||ke(t,this._minDate,this._maxDate,this.isDateDisabled)?t:this._minDate||this._maxDate?ls(t,[this._minDate,this._maxDate]):new Date}__commitParsedOrFocusedDate(){if(this._ignoreFocusedDateChange=!0,this.__effectiveI18n.parseDate){let e=this._inputElementValue||"",t=this.__parseDate(e);t?this.__commitDate(t):(this.__keepInputValue=!0,this.__commitDate(null),this.__keepInputValue=!1)}else this._focusedDate&&this.__commitDate(this._focusedDate);this._ignoreFocusedDateChange=!1}_onOverlayClosed(){this._overlayContent?.cancelLoadVisibleDateMetadata(),this.__showOthers&&(this.__showOthers(),this.__showOthers=null),window.removeEventListener("scroll",this._boundOnScroll,!0),this.__commitParsedOrFocusedDate(),this.inputElement&&this.inputElement.selectionStart&&(this.inputElement.selectionStart=this.inputElement.selectionEnd),!this.value&&!this._keyboardActive&&this._requestValidation(),(!this.inputElement||!F(this.inputElement))&&this._setFocused(!1)}_onScroll(e){(e.target===window||!this._overlayContent.contains(e.target))&&this._overlayContent._repositionYearScroller()}_focus(){this._noInput||this.inputElement.focus()}_focusAndSelect(){this._focus(),this._setSelectionRange(0,this._inputElementValue.length)}_applyInputValue(e){this._inputElementValue=e?this.__formatDate(e):""}_setSelectionRange(e,t){this.inputElement&&this.inputElement.setSelectionRange(e,t)}_onChange(e){e.stopPropagation()}_onClick(e){e.composedPath().includes(this._overlayElement)||this._isClearButton(e)||this._onHostClick(e)}_onHostClick(e){(!this.autoOpenDisabled||this._noInput)&&(e.preventDefault(),this.open())}_onClearButtonClick(e){e.preventDefault(),this.__commitDate(null)}_onKeyDown(e){switch(super._onKeyDown(e),this._noInput&&["Tab","Escape"].indexOf(e.key)===-1&&e.preventDefault(),e.key){case"ArrowDown":case"ArrowUp":e.preventDefault(),this.opened?this._overlayContent.focusDateElement():(this._focusOverlayOnOpen=!0,this.open());break;case"Tab":this.opened&&(e.preventDefault(),e.stopPropagation(),this._setSelectionRange(0,0),e.shiftKey?this._overlayContent.focusCancel():this._overlayContent.focusDateElement());break;default:break}}_onEnter(e){e.composedPath().includes(this._overlayContent)||(this.opened?this.close():this.__commitParsedOrFocusedDate())}_onEscape(e){if(this.opened){this._onOverlayEscapePress(e);return}if(this.clearButtonVisible&&this.value&&!this.readonly){e.stopPropagation(),this._onClearButtonClick(e);return}this.inputElement.value===""?this.__commitDate(null):this._applyInputValue(this._selectedDate)}_isClearButton(e){return e.composedPath()[0]===this.clearElement}_onInput(){!this.opened&&this._inputElementValue&&!this.autoOpenDisabled&&this.open();let e=this.__parseDate(this._inputElementValue||"");e&&(this._ignoreFocusedDateChange=!0,R(e,this._focusedDate)||(this._focusedDate=e),this._ignoreFocusedDateChange=!1),this.__setEnteredDate(e)}__setEnteredDate(e){e?R(this.__enteredDate,e)||(this.__enteredDate=e):this.__enteredDate=null}__computeMinOrMaxDate(e){return Te(e)}};var qo=class extends sa(ut(x(W(b(y(v)))))){static get is(){return"vaadin-date-picker"}static get styles(){return[Se,Zn]}static get properties(){return{_positionTarget:{type:Object,sync:!0}}}get clearElement(){return this.$.clearButton}render(){return _`
      <div class="vaadin-date-picker-container">
        <div part="label">
          <slot name="label"></slot>
          <span part="required-indicator" aria-hidden="true" @click="${this.focus}"></span>
        </div>

        <vaadin-input-container
          part="input-field"
          .readonly="${this.readonly}"
          .disabled="${this.disabled}"
          .invalid="${this.invalid}"
          theme="${P(this._theme)}"
        >
          <slot name="prefix" slot="prefix"></slot>
          <slot name="input"></slot>
          <div id="clearButton" part="field-button clear-button" slot="suffix" aria-hidden="true"></div>
          <div part="field-button toggle-button" slot="suffix" aria-hidden="true" @click="${this._toggle}"></div>
        </vaadin-input-container>

        <div part="helper-text">
          <slot name="helper"></slot>
        </div>

        <div part="error-message">
          <slot name="error-message"></slot>
        </div>

        <slot name="tooltip"></slot>
      </div>

      <vaadin-date-picker-overlay
        id="overlay"
        .owner="${this}"
        ?fullscreen="${this._fullscreen}"
        theme="${P(this._theme)}"
        .opened="${this.opened}"
        @opened-changed="${this._onOpenedChanged}"
        @vaadin-overlay-open="${this._onOverlayOpened}"
        @vaadin-overlay-close="${this._onVaadinOverlayClose}"
        @vaadin-overlay-closing="${this._onOverlayClosed}"
        restore-focus-on-close
        no-vertical-overlap
        exportparts="backdrop, overlay, content"
        .restoreFocusNode="${this.inputElement}"
        .positionTarget="${this._positionTarget}"
      >
        <slot name="overlay"></slot>
      </vaadin-date-picker-overlay>
    `}ready(){super.ready(),this.addController(new Ee(this,e=>{this._setInputElement(e),this._setFocusElement(e),this.stateTarget=e,this.ariaTarget=e},{uniqueIdPrefix:"search-input"})),this.addController(new Ie(this.inputElement,this._labelController)),this._tooltipController=new K(this),this.addController(this._tooltipController),this._tooltipController.setPosition("top"),this._tooltipController.setAriaTarget(this.inputElement),this._tooltipController.setShouldShow(e=>!e.opened),this._positionTarget=this.shadowRoot.querySelector('[part="input-field"]'),this.shadowRoot.querySelector('[part="field-button toggle-button"]').addEventListener("mousedown",e=>e.preventDefault())}_onOpenedChanged(i){this.opened=i.detail.value}_onVaadinOverlayClose(i){let e=i.detail.sourceEvent;e?.composedPath().includes(this)&&!e.composedPath().includes(this._overlayElement)&&i.preventDefault()}_toggle(i){i.stopPropagation(),this.$.overlay.opened?this.close():this.open()}};m(qo);var ms=s=>class extends rs(Y(s)){static get properties(){return{_hasVaadinItemMixin:{value:!0},selected:{type:Boolean,value:!1,reflectToAttribute:!0,observer:"_selectedChanged",sync:!0},_value:String}}get _activeKeys(){return["Enter"," "]}get value(){return this._value??this.textContent.trim()}set value(e){this._value=e}ready(){super.ready();let e=this.getAttribute("value");e!==null&&(this.value=e),this.__shouldAllowFocusWhenDisabled()&&this.style.setProperty("--_vaadin-item-disabled-pointer-events","auto")}focus(e){this.disabled&&!this.__shouldAllowFocusWhenDisabled()||super.focus(e)}_shouldSetActive(e){return!this.disabled&&!(e.type==="keydown"&&e.defaultPrevented)}_selectedChanged(e){this.setAttribute("aria-selected",e)}_disabledChanged(e){super._disabledChanged(e),e&&(this.selected=!1,this.__shouldAllowFocusWhenDisabled()||this.blur())}_onKeyDown(e){super._onKeyDown(e),this._activeKeys.includes(e.key)&&!e.defaultPrevented&&(e.preventDefault(),this.click())}__shouldAllowFocusWhenDisabled(){return!1}};var md=p`
  :host([aria-haspopup='true'])::after {
    background: var(--vaadin-text-color-secondary);
    content: '';
    display: block;
    height: var(--vaadin-icon-size, 1lh);
    mask: var(--_vaadin-icon-chevron-down) 50% / var(--vaadin-icon-visual-size, 100%) no-repeat;
    rotate: -90deg;
    width: var(--vaadin-icon-size, 1lh);
  }

  :host([dir='rtl'])::after {
    rotate: 90deg;
  }

  /* TODO would be nice to only reserve the space if
    one or mote items in the list is checkable  */
  :host([menu-item-checked]) [part='checkmark'] {
    visibility: visible;
  }
`,oa=[be,md];var ra=oa;var Wo=class extends ms(x(E(b(y(v))))){static get is(){return"vaadin-menu-bar-item"}static get styles(){return ra}render(){return _`
      <span part="checkmark" aria-hidden="true"></span>
      <div part="content">
        <slot></slot>
      </div>
    `}connectedCallback(){super.connectedCallback(),this.setAttribute("role","menuitem")}__shouldAllowFocusWhenDisabled(){return window.Vaadin.featureFlags.accessibleDisabledMenuItems}};m(Wo);function na(s,i){let{scrollLeft:e}=s;return i!=="rtl"?e:s.scrollWidth-s.clientWidth+e}function aa(s,i,e){i!=="rtl"?s.scrollLeft=e:s.scrollLeft=s.clientWidth-s.scrollWidth+e}var vs=s=>class extends H(s){get focused(){return(this._getItems()||[]).find(F)}get _vertical(){return!0}get _tabNavigation(){return!1}focus(e){let t=this._getFocusableIndex();t>=0&&this._focus(t,e)}_getFocusableIndex(){let e=this._getItems();return Array.isArray(e)?this._getAvailableIndex(e,0,null,t=>!ue(t)):-1}_getItems(){return Array.from(this.children)}_onKeyDown(e){if(super._onKeyDown(e),e.metaKey||e.ctrlKey)return;let{key:t,shiftKey:o}=e,r=this._getItems()||[],n=r.indexOf(this.focused),a,l,c=!this._vertical&&this.getAttribute("dir")==="rtl"?-1:1;this.__isPrevKeyPressed(t,o)?(l=-c,a=n-c):this.__isNextKeyPressed(t,o)?(l=c,a=n+c):t==="Home"?(l=1,a=0):t==="End"&&(l=-1,a=r.length-1),a=this._getAvailableIndex(r,a,l,u=>!ue(u)),!(this._tabNavigation&&t==="Tab"&&(a>n&&e.shiftKey||a<n&&!e.shiftKey||a===n))&&a>=0&&(e.preventDefault(),this._focus(a,{focusVisible:!0,preventScroll:!0},!0))}__isPrevKeyPressed(e,t){return this._vertical?e==="ArrowUp":e==="ArrowLeft"||this._tabNavigation&&e==="Tab"&&t}__isNextKeyPressed(e,t){return this._vertical?e==="ArrowDown":e==="ArrowRight"||this._tabNavigation&&e==="Tab"&&!t}_focus(e,t,o=!1){let r=this._getItems();this._focusItem(r[e],t,o)}_focusItem(e,t){e&&e.focus(t)}_getAvailableIndex(e,t,o,r){let n=e.length,a=t;for(let l=0;typeof a=="number"&&l<n;l+=1,a+=o||1){a<0?a=n-1:a>=n&&(a=0);let d=e[a];if(this._isItemFocusable(d)&&this.__isMatchingItem(d,r))return a}return-1}__isMatchingItem(e,t){return typeof t=="function"?t(e):!0}_isItemFocusable(e){return!e.hasAttribute("disabled")}};var gs=s=>class extends vs(s){static get properties(){return{disabled:{type:Boolean,value:!1,reflectToAttribute:!0},selected:{type:Number,reflectToAttribute:!0,notify:!0,sync:!0},orientation:{type:String,reflectToAttribute:!0,value:""},items:{type:Array,readOnly:!0,notify:!0},_searchBuf:{type:String,value:""}}}static get observers(){return["_enhanceItems(items, orientation, selected, disabled)"]}constructor(){super(),this._hasVaadinListMixin=!0}get _isRTL(){return!this._vertical&&this.getAttribute("dir")==="rtl"}get _scrollerElement(){return console.warn(`Please implement the '_scrollerElement' property in <${this.localName}>`),this}get _vertical(){return this.orientation!=="horizontal"}focus(e){this._observer&&this._observer.flush();let t=Array.isArray(this.items)?this.items:[],o=this._getAvailableIndex(t,0,null,r=>r.tabIndex===0&&!ue(r));o>=0?this._focus(o,e):super.focus(e)}ready(){super.ready(),this.addEventListener("click",t=>this._onClick(t));let e=this.shadowRoot.querySelector("slot:not([name])");this._observer=new tt(e,()=>{this._setItems(this._filterItems([...this.children]))})}_getItems(){return this.items}_enhanceItems(e,t,o,r){if(!r&&e){this.setAttribute("aria-orientation",t||"vertical"),e.forEach(a=>C(a,"orientation",t)),this._setFocusable(o<0||!o?0:o);let n=e[o];e.forEach(a=>{a.selected=a===n}),n&&!n.disabled&&this._scrollToItem(o)}}_filterItems(e){return e.filter(t=>t._hasVaadinItemMixin)}_onClick(e){if(e.metaKey||e.shiftKey||e.ctrlKey||e.defaultPrevented)return;let t=this._filterItems(e.composedPath())[0],o;t&&!t.disabled&&(o=this.items.indexOf(t))>=0&&(this.selected=o)}_searchKey(e,t){this._searchReset=S.debounce(this._searchReset,z.after(500),()=>{this._searchBuf=""}),this._searchBuf+=t.toLowerCase(),this.items.some(r=>this.__isMatchingKey(r))||(this._searchBuf=t.toLowerCase());let o=this._searchBuf.length===1?e+1:e;return this._getAvailableIndex(this.items,o,1,r=>this.__isMatchingKey(r)&&getComputedStyle(r).display!=="none")}__isMatchingKey(e){return e.textContent.replace(/[^\p{L}\p{Nd}]/gu,"").toLowerCase().startsWith(this._searchBuf)}_onKeyDown(e){if(e.metaKey||e.ctrlKey)return;let t=e.key,o=this.items.indexOf(this.focused);if(/[\p{L}\p{Nd}]/u.test(t)&&t.length===1){let r=this._searchKey(o,t);r>=0&&this._focus(r);return}super._onKeyDown(e)}_setFocusable(e){e=this._getAvailableIndex(this.items,e,1);let t=this.items[e];this.items.forEach(o=>{o.tabIndex=o===t?0:-1})}_focus(e,t){this.items.forEach((o,r)=>{o.focused=r===e}),this._setFocusable(e),this._scrollToItem(e),super._focus(e,t??{preventScroll:!0})}_scrollToItem(e){let t=this._getItems()[e];t&&t.scrollIntoView({block:"nearest",inline:"nearest"})}_scroll(e){if(this._vertical)this._scrollerElement.scrollTop+=e;else{let t=this.getAttribute("dir")||"ltr",o=na(this._scrollerElement,t)+e;aa(this._scrollerElement,t,o)}}_isItemFocusable(e){return e.disabled&&e.__shouldAllowFocusWhenDisabled?e.__shouldAllowFocusWhenDisabled():super._isItemFocusable(e)}};var bs=p`
  :host {
    --vaadin-item-checkmark-display: block;
    display: flex;
  }

  :host([hidden]) {
    display: none !important;
  }

  [part='items'] {
    height: 100%;
    overflow-y: auto;
    width: 100%;
  }

  [part='items'] ::slotted(hr) {
    border-color: var(--vaadin-divider-color, var(--vaadin-border-color-secondary));
    border-width: 0 0 1px;
    margin: 4px 8px;
    margin-inline-start: calc(var(--vaadin-icon-size, 1lh) + var(--vaadin-item-gap, var(--vaadin-gap-s)) + 8px);
  }
`;var Ko=class extends gs(x(E(b(y(v))))){static get is(){return"vaadin-menu-bar-list-box"}static get styles(){return bs}static get properties(){return{orientation:{type:String,readOnly:!0}}}get _scrollerElement(){return this.shadowRoot.querySelector('[part="items"]')}render(){return _`
      <div part="items">
        <slot></slot>
      </div>
    `}ready(){super.ready(),this.setAttribute("role","menu")}};m(Ko);var la=s=>class extends Di(ye(s)){static get properties(){return{parentOverlay:{type:Object,readOnly:!0},_theme:{type:String,readOnly:!0,sync:!0}}}static get observers(){return["_themeChanged(_theme)"]}get _contentRoot(){return this._rendererRoot}get _rendererRoot(){if(!this.__savedRoot){let e=document.createElement("div");e.setAttribute("slot","overlay"),e.style.display="contents",this.owner.appendChild(e),this.__savedRoot=e}return this.__savedRoot}ready(){super.ready(),this.restoreFocusOnClose=!0,this.addEventListener("keydown",e=>{if(!e.defaultPrevented&&e.composedPath()[0]===this.$.overlay&&[38,40].indexOf(e.keyCode)>-1){let t=this.owner._menuListBox??this._contentRoot.firstElementChild;t&&Array.isArray(t.items)&&t.items.length&&(e.preventDefault(),e.keyCode===38?t.items[t.items.length-1].focus():t.focus())}})}_themeChanged(){this.close()}_shouldCloseOnOutsideClick(e){return this.parentOverlay||e.composedPath().includes(this)?!1:this.owner.items?!0:super._shouldCloseOnOutsideClick(e)}getBoundaries(){let e=this.getBoundingClientRect(),t=this.$.overlay.getBoundingClientRect(),o=e.bottom-t.height,r=this.parentOverlay;if(r?.hasAttribute("bottom-aligned")){let n=getComputedStyle(r);o=o-parseFloat(n.bottom)-parseFloat(n.height)}return{xMax:e.right-t.width,xMin:e.left+t.width,yMax:o}}_updatePosition(){if(super._updatePosition(),this.positionTarget&&this.parentOverlay&&this.opened){let e=this.$.content,t=getComputedStyle(e);!!this.style.left?this.style.left=`${parseFloat(this.style.left)+parseFloat(t.paddingLeft)}px`:this.style.right=`${parseFloat(this.style.right)+parseFloat(t.paddingRight)}px`,!!this.style.bottom?this.style.bottom=`${parseFloat(this.style.bottom)-parseFloat(t.paddingBottom)}px`:this.style.top=`${parseFloat(this.style.top)-parseFloat(t.paddingTop)}px`}}_shouldRestoreFocus(){return this.parentOverlay?!1:super._shouldRestoreFocus()}_deepContains(e){return this.owner.contains(e)}};var da=p`
  :host {
    align-items: flex-start;
    justify-content: flex-start;
  }

  :host([right-aligned]),
  :host([end-aligned]) {
    align-items: flex-end;
  }

  :host([bottom-aligned]) {
    justify-content: flex-end;
  }

  [part='backdrop'] {
    background: transparent;
  }

  [part='content'] {
    padding: var(--vaadin-item-overlay-padding, 4px);
  }

  /* TODO keyboard focus becomes visible even when navigating the menu with the mouse */
  [part='overlay']:focus-visible {
    outline: none;
  }
`;var ha=[ie,da];var Yo=class extends la(se(E(x(b(y(v)))))){static get is(){return"vaadin-menu-bar-overlay"}static get styles(){return ha}static get lumoInjector(){return{...super.lumoInjector,includeBaseStyles:!0}}_shouldCloseOnOutsideClick(i){return i.composedPath().includes(this.owner.listenOn)?!1:super._shouldCloseOnOutsideClick(i)}render(){return _`
      <div id="backdrop" part="backdrop" ?hidden="${!this.withBackdrop}"></div>
      <div part="overlay" id="overlay" tabindex="0">
        <div part="content" id="content">
          <slot></slot>
          <slot name="submenu"></slot>
        </div>
      </div>
    `}};m(Yo);var Mt=class extends k{constructor(i){super(i,"tooltip")}initCustomNode(i){i.manual=!0,i.generator||(i.generator=({item:e})=>e?.tooltip)}_getItem(i){return i._item}_getDefaultPosition(i){let e=this._getItem(i);return e.children?.length>0&&!e.disabled?"start":"end"}setTarget(i){let e=this.node;if(!e)return;let t=i?this._getItem(i):null;t?.tooltip?(e.target=i,e.context={item:t},e._position=t.tooltipPosition||this._getDefaultPosition(i)):(e.target=null,e.context={item:null},this.close(!0))}open({trigger:i}){let e=this.node;e?.isConnected&&e.target&&e._stateController.open({hover:i==="hover",focus:i==="focus"})}bringToFront(){this.node?._overlayElement?.bringToFront()}close(i){this.node?._stateController.close(i)}};var ca=s=>class extends s{static get properties(){return{items:{type:Array,sync:!0},_positionTarget:{type:Object,sync:!0}}}get _tagNamePrefix(){return"vaadin-context-menu"}disconnectedCallback(){super.disconnectedCallback(),this._tooltipController.setTarget(null)}__forwardFocus(){let e=this._overlayElement,t=this._menuListBox??e._contentRoot.firstElementChild;e.parentOverlay?e.parentOverlay._contentRoot.querySelector("[expanded]")?.hasAttribute("focused")&&t?t.focus():e.$.overlay.focus():t&&t.focus()}__openSubMenu(e,t){this.__updateSubMenuForItem(e,t);let o=this._overlayElement,r=e._overlayElement;r._setParentOverlay(o),C(e,"theme",o.getAttribute("theme")),C(e,"dir",this.dir);let n=r.$.content;n.style.minWidth="",t.dispatchEvent(new CustomEvent("opensubmenu",{detail:{children:t._item.children}}))}__updateSubMenuForItem(e,t){e.items=t._item.children,e.listenOn=t,e._positionTarget=t,e._overlayElement.requestContentUpdate()}__createComponent(e){let t;return e.component instanceof HTMLElement?t=e.component:t=document.createElement(e.component||`${this._tagNamePrefix}-item`),t._hasVaadinItemMixin&&(t.setAttribute("role","menuitem"),t.tabIndex=-1),t.localName==="hr"?t.setAttribute("role","separator"):t.setAttribute("aria-haspopup","false"),this._setMenuItemTheme(t,e,this._theme),t._item=e,e.text&&(t.textContent=e.text),e.className&&t.setAttribute("class",e.className),this.__toggleMenuComponentAttribute(t,"menu-item-checked",e.checked),this.__toggleMenuComponentAttribute(t,"disabled",e.disabled),e.children&&e.children.length&&(this.__updateExpanded(t,!1),t.setAttribute("aria-haspopup","true")),t}__initListBox(){let e=document.createElement(`${this._tagNamePrefix}-list-box`);return this._theme&&e.setAttribute("theme",this._theme),e.addEventListener("mouseover",t=>{let o=t.target.closest(`${this._tagNamePrefix}-item`);this._tooltipController.setTarget(o),this._tooltipController.open({trigger:"hover"})}),e.addEventListener("mouseleave",()=>{this._tooltipController.close(!0)}),e.addEventListener("focusin",t=>{if(!A())return;let o=t.target.closest(`${this._tagNamePrefix}-item`);this._tooltipController.setTarget(o),this._tooltipController.open({trigger:"focus"})}),e.addEventListener("selected-changed",t=>{let{value:o}=t.detail;if(typeof o=="number"){let r=e.items[o]._item;e.selected=null,r.children||this.dispatchEvent(new CustomEvent("item-selected",{detail:{value:r}}))}}),e}__initOverlay(){let e=this._overlayElement;e.$.backdrop.addEventListener("click",()=>{this.close()}),e.addEventListener("vaadin-overlay-outside-click",()=>{this.dispatchEvent(new CustomEvent("items-outside-click"))}),e.addEventListener(Fe?"click":"mouseover",t=>{t.composedPath().includes(this._subMenu)||this.__showSubMenu(t)}),e.addEventListener("keydown",t=>{if(t.composedPath().includes(this._subMenu))return;let{key:o}=t,r=this.__isRTL,n=o==="ArrowRight",a=o==="ArrowLeft";!r&&n||r&&a||o==="Enter"||o===" "?this.__showSubMenu(t):!r&&a||r&&n||o==="Escape"?(o==="Escape"&&t.stopPropagation(),this.close(),this.listenOn.focus()):o==="Tab"&&!t.defaultPrevented&&this.dispatchEvent(new CustomEvent("close-all-menus"))})}__initSubMenu(){let e=document.createElement(this.constructor.is);return e._tooltipController=this._tooltipController,e.__parentMenu=this,e._modeless=!0,e.openOn="opensubmenu",this.addEventListener("opened-changed",t=>{t.detail.value||this._subMenu.close()}),e.addEventListener("close-all-menus",()=>{this.dispatchEvent(new CustomEvent("close-all-menus"))}),e.addEventListener("item-selected",t=>{let{detail:o}=t;this.dispatchEvent(new CustomEvent("item-selected",{detail:o}))}),this.addEventListener("close-all-menus",()=>{this.close()}),this.addEventListener("item-selected",t=>{let o=t.target,r=t.detail.value,n=o.items.indexOf(r);r.keepOpen&&n>-1&&o.opened?(o.__selectedIndex=n,o.requestContentUpdate()):r.keepOpen||this.close()}),e.addEventListener("opened-changed",t=>{if(t.detail.value)this._tooltipController.bringToFront();else{let r=this._listBox.querySelector("[expanded]");r&&this.__updateExpanded(r,!1)}}),e}__showSubMenu(e,t=e.composedPath().find(o=>o.localName===`${this._tagNamePrefix}-item`)){if(!this.__openListenerActive)return;if(this._overlayElement.hasAttribute("opening")){requestAnimationFrame(()=>{this.__showSubMenu(e,t)});return}let o=this._subMenu,r=this._listBox.querySelector("[expanded]");if(t&&t!==r&&!t.disabled){let{children:n}=t._item,l=o._overlayElement._contentRoot.firstElementChild?.focused;if(r&&this.__updateExpanded(r,!1),(!n||!n.length)&&o.close(),!this.opened)return;n?.length?(this.__updateExpanded(t,!0),this.__openSubMenu(o,t)):l?o.listenOn.focus():this._listBox.focused||this._overlayElement.$.overlay.focus()}t?.disabled&&o.close()}get _menuListBox(){return this.__slottedListBox??this._overlayElement._contentRoot.querySelector(`${this._tagNamePrefix}-list-box`)}__itemsRenderer(e,t){this.__initMenu(e,t),this._subMenu.closeOn=t.closeOn,this._listBox.innerHTML="",t.items.forEach(o=>{let r=this.__createComponent(o);this._listBox.appendChild(r)})}_setMenuItemTheme(e,t,o){let r=e.getAttribute("theme")||o;t.theme!=null&&(r=Array.isArray(t.theme)?t.theme.join(" "):t.theme),this.__updateTheme(e,r)}__toggleMenuComponentAttribute(e,t,o){o?(e.setAttribute(t,""),e[`__has-${t}`]=!0):e[`__has-${t}`]&&(e.removeAttribute(t),e[`__has-${t}`]=!1)}__initMenu(e,t){if(e.firstElementChild)this.__updateTheme(this._listBox,this._theme);else{this.__initOverlay();let o=this.__initListBox();this._listBox=o,e.appendChild(o);let r=this.__initSubMenu();r.slot="submenu",this._subMenu=r,this.appendChild(r),requestAnimationFrame(()=>{this.__openListenerActive=!0})}}__updateExpanded(e,t){e.setAttribute("aria-expanded",t.toString()),e.toggleAttribute("expanded",t)}__updateTheme(e,t){C(e,"theme",t)}close(){this.__parentMenu||this._tooltipController.close(!0)}};var ua=s=>class extends ca(s){static get properties(){return{selector:{type:String},opened:{type:Boolean,reflectToAttribute:!0,observer:"_openedChanged",value:!1,notify:!0,readOnly:!0,sync:!0},openOn:{type:String,value:"vaadin-contextmenu",sync:!0},listenOn:{type:Object,sync:!0,value(){return this}},closeOn:{type:String,value:"click",observer:"_closeOnChanged",sync:!0},renderer:{type:Function,sync:!0},__slottedListBox:{type:Object,sync:!0},_modeless:{type:Boolean,sync:!0},_context:{type:Object,sync:!0},_phone:{type:Boolean},_fullscreen:{type:Boolean},_fullscreenMediaQuery:{type:String,value:"(max-width: 450px), (max-height: 450px)"}}}static get observers(){return["_targetOrOpenOnChanged(listenOn, openOn)","_fullscreenChanged(_fullscreen)"]}constructor(){super(),this._boundOpen=this.open.bind(this),this._boundClose=this.close.bind(this),this._boundPreventDefault=this._preventDefault.bind(this),this.__onGlobalContextMenu=this.__onGlobalContextMenu.bind(this)}connectedCallback(){super.connectedCallback(),this.__boundOnScroll=this.__onScroll.bind(this),window.addEventListener("scroll",this.__boundOnScroll,!0),document.documentElement.addEventListener("contextmenu",this.__onGlobalContextMenu,!0),this.__restoreOpened&&this._setOpened(!0)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("scroll",this.__boundOnScroll,!0),document.documentElement.removeEventListener("contextmenu",this.__onGlobalContextMenu,!0),this.__restoreOpened=this.opened,setTimeout(()=>{this.isConnected||this.close()})}firstUpdated(){super.firstUpdated(),this._overlayElement=this.$.overlay,this.addController(new ne(this._fullscreenMediaQuery,e=>{this._fullscreen=e})),this._tooltipController||(this._tooltipController=new Mt(this),this.addController(this._tooltipController))}updated(e){if(super.updated(e),e.has("renderer")||e.has("items")||e.has("__slottedListBox")){if([this.items,this.renderer,this.__slottedListBox].filter(Boolean).length>1)throw new Error('The "items", "renderer", and slotted "<vaadin-context-menu-list-box>" cannot be used together.');this.items&&this.closeOn==="click"&&(this.closeOn="")}}_onOverlayOpened(e){if(e.target!==this._overlayElement)return;e.detail.value?(this._setOpened(!0),this.__alignOverlayPosition()):this.opened&&this.close()}_onVaadinOverlayOpen(e){e.target===this._overlayElement&&(this.__alignOverlayPosition(),this._overlayElement.style.visibility="",this.__forwardFocus())}_onVaadinOverlayClosed(){this.dispatchEvent(new CustomEvent("closed"))}_targetOrOpenOnChanged(e,t){this._oldListenOn&&this._oldOpenOn&&(this._unlisten(this._oldListenOn,this._oldOpenOn,this._boundOpen),this._oldListenOn.style.webkitTouchCallout="",this._oldListenOn.style.webkitUserSelect="",this._oldListenOn.style.userSelect="",this._oldListenOn=null,this._oldOpenOn=null),e&&t&&(this._listen(e,t,this._boundOpen),this._oldListenOn=e,this._oldOpenOn=t)}_fullscreenChanged(e){this._phone=e}__setListenOnUserSelect(e){let t=e?"none":"";this.listenOn.style.webkitTouchCallout=t,this.listenOn.style.webkitUserSelect=t,this.listenOn.style.userSelect=t,e&&document.getSelection().removeAllRanges()}_closeOnChanged(e,t){let o="vaadin-overlay-outside-click",r=this._overlayElement;t&&this._unlisten(r,t,this._boundClose),e?(this._listen(r,e,this._boundClose),r.removeEventListener(o,this._boundPreventDefault)):r.addEventListener(o,this._boundPreventDefault)}_preventDefault(e){this.items||e.preventDefault()}_openedChanged(e){this.__setListenOnUserSelect(e)}requestContentUpdate(){this._overlayElement&&(this.__preserveMenuState(),this._overlayElement.requestContentUpdate(),this.__restoreMenuState())}close(){super.close(),this._setOpened(!1)}__getComposedPath(e){return e.__composedPath??e.detail?.sourceEvent?.__composedPath??e.composedPath()}_contextTarget(e){if(this.selector){let t=this.listenOn.querySelectorAll(this.selector);return Array.prototype.filter.call(t,o=>this.__getComposedPath(e).indexOf(o)>-1)[0]}else if(this.listenOn&&this.listenOn!==this&&this.position)return this.listenOn;return e.target}open(e){this._overlayElement&&this.__getComposedPath(e).includes(this._overlayElement)||e&&!this.opened&&(this._context={detail:e.detail,target:this._contextTarget(e)},this._context.target&&(e.preventDefault(),e.stopPropagation(),this.__x=this._getEventCoordinate(e,"x"),this.__pageXOffset=window.pageXOffset,this.__y=this._getEventCoordinate(e,"y"),this.__pageYOffset=window.pageYOffset,this._overlayElement.style.visibility="hidden",this._setOpened(!0)))}__preserveMenuState(){let e=this._menuListBox;e&&(this.__focusedIndex=e.items.indexOf(e.focused),this._subMenu&&this._subMenu.opened&&(this.__subMenuIndex=e.items.indexOf(this._subMenu.listenOn)))}__restoreMenuState(){let e=this.__focusedIndex,t=this.__subMenuIndex,o=this.__selectedIndex,r=this._menuListBox;if(r){if(r._observer?.flush(),t>-1){let n=r.items[t];n?Array.isArray(n._item.children)&&n._item.children.length?(this.__updateSubMenuForItem(this._subMenu,n),this._subMenu.requestContentUpdate()):(this._subMenu.close(),this.__focusItem(n)):r.focus()}this.__focusItem(o>-1?r.children[o]:r.items[e])}this.__focusedIndex=void 0,this.__subMenuIndex=void 0,this.__selectedIndex=void 0}__focusItem(e){e&&e.focus({focusVisible:A()})}__onOverlaySlotChange(e){this.__slottedListBox=e.target.assignedElements().find(t=>t._hasVaadinListMixin)}__onScroll(){if(!this.opened||this.position)return;let e=window.pageYOffset-this.__pageYOffset,t=window.pageXOffset-this.__pageXOffset;this.__adjustPosition("left",-t),this.__adjustPosition("right",t),this.__adjustPosition("top",-e),this.__adjustPosition("bottom",e),this.__pageYOffset+=e,this.__pageXOffset+=t}__adjustPosition(e,t){let r=this._overlayElement.style;r[e]=`${(parseInt(r[e])||0)+t}px`}__alignOverlayPosition(){let e=this._overlayElement;if(e.positionTarget)return;let t=e.style;["top","right","bottom","left"].forEach(u=>t.removeProperty(u)),["right-aligned","end-aligned","bottom-aligned"].forEach(u=>e.removeAttribute(u));let{xMax:o,xMin:r,yMax:n}=e.getBoundaries(),a=this.__x,l=this.__y,d=document.documentElement.clientWidth,c=document.documentElement.clientHeight;this.__isRTL?a>d/2||a>r?t.right=`${Math.max(0,d-a)}px`:(t.left=`${a}px`,this._setEndAligned(e)):a<d/2||a<o?t.left=`${a}px`:(t.right=`${Math.max(0,d-a)}px`,this._setEndAligned(e)),l<c/2||l<n?t.top=`${l}px`:(t.bottom=`${Math.max(0,c-l)}px`,e.setAttribute("bottom-aligned",""))}_setEndAligned(e){e.setAttribute("end-aligned",""),this.__isRTL||e.setAttribute("right-aligned","")}_getEventCoordinate(e,t){if(e.detail instanceof Object){if(e.detail[t])return e.detail[t];if(e.detail.sourceEvent)return this._getEventCoordinate(e.detail.sourceEvent,t)}else{let o=`client${t.toUpperCase()}`,r=e.changedTouches?e.changedTouches[0][o]:e[o];if(r===0){let a=(this.__getComposedPath(e)[0]||e.target).getBoundingClientRect();return t==="x"?a.left:a.top+a.height}return r}}_listen(e,t,o){Ae[t]?fe(e,t,o):e.addEventListener(t,o)}_unlisten(e,t,o){Ae[t]?Nn(e,t,o):e.removeEventListener(t,o)}__createMouseEvent(e,t,o){return new MouseEvent(e,{bubbles:!0,composed:!0,cancelable:!0,clientX:t,clientY:o})}__focusClosestFocusable(e){let t=e;for(;t;){if(t instanceof HTMLElement&&Ne(t)){t.focus();return}t=t.assignedSlot||t.parentNode||t.host}}__contextMenuAt(e,t){let o=ko(e,t);o&&queueMicrotask(()=>{this.__focusClosestFocusable(o),o.dispatchEvent(this.__createMouseEvent("contextmenu",e,t))})}__onGlobalContextMenu(e){this.opened&&(e.shiftKey||(Ur||Je||(e.stopPropagation(),this._overlayElement.__focusRestorationController.focusNode=null,this._overlayElement.addEventListener("vaadin-overlay-closed",o=>{o.target===this._overlayElement&&this.__contextMenuAt(e.clientX,e.clientY)},{once:!0})),e.preventDefault(),this.close()))}};var Go=class extends ua(E(xi(b(v)))){static get is(){return"vaadin-menu-bar-submenu"}static get styles(){return p`
      :host {
        display: block;
      }

      :host([hidden]) {
        display: none !important;
      }
    `}static get properties(){return{isRoot:{type:Boolean,reflectToAttribute:!0,sync:!0}}}constructor(){super(),this.openOn="opensubmenu"}firstUpdated(i){this._tooltipController=this.parentElement._tooltipController,super.firstUpdated(i)}get _tagNamePrefix(){return"vaadin-menu-bar"}render(){return _`
      <vaadin-menu-bar-overlay
        id="overlay"
        .owner="${this}"
        .opened="${this.opened}"
        .model="${this._context}"
        .modeless="${this._modeless}"
        .renderer="${this.__itemsRenderer}"
        .withBackdrop="${this._phone}"
        .positionTarget="${this._positionTarget}"
        ?no-horizontal-overlap="${!this.isRoot}"
        ?phone="${this._phone}"
        theme="${P(this._theme)}"
        exportparts="backdrop, overlay, content"
        @opened-changed="${this._onOverlayOpened}"
        @vaadin-overlay-open="${this._onVaadinOverlayOpen}"
      >
        <slot name="overlay"></slot>
        <slot name="submenu" slot="submenu"></slot>
      </vaadin-menu-bar-overlay>
    `}_openedChanged(){}__onGlobalContextMenu(){}close(){super.close(),this.isRoot&&this.parentElement._close()}};m(Go);var pa=p`
  :host {
    flex-shrink: 0;
  }

  :host([focus-ring]) {
    z-index: 1;
  }

  :host([slot='overflow']) {
    margin-inline-end: 0;
  }

  .vaadin-button-container {
    gap: inherit;
  }

  :host(:not([slot='overflow'])[aria-haspopup]) [part='suffix'] {
    display: flex;
    align-items: center;
    gap: inherit;
  }

  :host(:not([slot='overflow'])[aria-haspopup]) [part='suffix']::after {
    background: currentColor;
    content: '';
    height: var(--vaadin-icon-size, 1lh);
    mask: var(--_vaadin-icon-chevron-down) 50% / var(--vaadin-icon-visual-size, 100%) no-repeat;
    width: var(--vaadin-icon-size, 1lh);
  }

  ::slotted(vaadin-menu-bar-item) {
    padding: 0;
    gap: 0;
  }

  ::slotted(vaadin-menu-bar-item)::after {
    display: none;
  }
`;var Xo=class extends si{static get is(){return"vaadin-menu-bar-button"}static get styles(){return[super.styles,pa]}_onKeyDown(i){this.__triggeredWithActiveKeys=this._activeKeys.includes(i.key),super._onKeyDown(i),this.__triggeredWithActiveKeys=null}_setActive(i){!i&&this.hasAttribute("expanded")||super._setActive(i)}__shouldSuppressInteractionEvent(i){return i.type==="keydown"&&["ArrowLeft","ArrowRight"].includes(i.key)?!1:super.__shouldSuppressInteractionEvent(i)}};m(Xo);var fa=p`
  :host {
    display: block;
    min-width: 0;
  }

  :host([hidden]) {
    display: none !important;
  }

  [part='container'] {
    display: flex;
    flex-wrap: nowrap;
    position: relative;
    width: 100%;
    --_gap: var(--vaadin-menu-bar-gap, 0px);
    --_bw: var(--vaadin-button-border-width, 1px);
    gap: var(--_gap);
    --_rad-button: var(--vaadin-button-border-radius, var(--vaadin-radius-m));
  }

  :host(:not([has-single-button])) ::slotted(vaadin-menu-bar-button:not(:first-of-type)) {
    margin-inline-start: min(var(--_bw) * -1 + var(--_gap) * 1000, 0px);
  }

  ::slotted(vaadin-menu-bar-button) {
    border-radius: 0;
  }

  ::slotted([first-visible]),
  :host([has-single-button]) ::slotted([slot='overflow']),
  ::slotted(vaadin-menu-bar-button[theme~='tertiary']) {
    border-start-start-radius: var(--_rad-button);
    border-end-start-radius: var(--_rad-button);
  }

  ::slotted(:is([last-visible], [slot='overflow'])),
  ::slotted(vaadin-menu-bar-button[theme~='tertiary']) {
    border-start-end-radius: var(--_rad-button);
    border-end-end-radius: var(--_rad-button);
  }

  :host([theme~='end-aligned']) ::slotted(vaadin-menu-bar-button[first-visible]),
  :host([theme~='end-aligned'][has-single-button]) ::slotted(vaadin-menu-bar-button) {
    margin-inline-start: auto;
  }
`;var _a=s=>(...i)=>({_$litDirective$:s,values:i}),ys=class{constructor(i){}get _$AU(){return this._$AM._$AU}_$AT(i,e,t){this._$Ct=i,this._$AM=e,this._$Ci=t}_$AS(i,e){return this.update(i,e)}update(i,e){return this.render(...e)}};var xs=new ResizeObserver(s=>{setTimeout(()=>{s.forEach(i=>{i.target.isConnected&&(i.target.resizables?i.target.resizables.forEach(e=>{e._onResize(i.contentRect)}):i.target._onResize(i.contentRect))})})}),vd=s=>class extends s{get _observeParent(){return!1}connectedCallback(){if(super.connectedCallback(),xs.observe(this),this._observeParent){let e=this.parentNode instanceof ShadowRoot?this.parentNode.host:this.parentNode;e.resizables||(e.resizables=new Set,xs.observe(e)),e.resizables.add(this),this.__parent=e}}disconnectedCallback(){super.disconnectedCallback(),xs.unobserve(this);let e=this.__parent;if(this._observeParent&&e){let t=e.resizables;t&&(t.delete(this),t.size===0&&xs.unobserve(e)),this.__parent=null}}_onResize(e){}},Cs=D(vd);var ws=class extends Mt{_getItem(i){return i.localName==="vaadin-menu-bar-button"?i.item:super._getItem(i)}_getDefaultPosition(i){return i.localName==="vaadin-menu-bar-button"?"bottom":super._getDefaultPosition(i)}};var Zo=class extends ys{update(i,[{component:e,text:t}]){let{parentNode:o,startNode:r}=i,n=e||(t?document.createTextNode(t):null),a=this.getOldNode(i);return a===n?ee:(a&&n?o.replaceChild(n,a):a?o.removeChild(a):n&&r.after(n),ee)}getOldNode(i){let{startNode:e,endNode:t}=i;return e.nextSibling===t?null:e.nextSibling}},gd=_a(Zo),bd={moreOptions:"More options"},ma=s=>class extends wt(vs(Cs(Y(Ce(s))))){static get properties(){return{items:{type:Array,sync:!0,value:()=>[]},openOnHover:{type:Boolean},reverseCollapse:{type:Boolean,sync:!0},tabNavigation:{type:Boolean,sync:!0}}}static get defaultI18n(){return bd}get i18n(){return super.i18n}set i18n(e){super.i18n=e}constructor(){super(),this.__boundOnContextMenuKeydown=this.__onContextMenuKeydown.bind(this)}get focused(){return(this._getItems()||[]).find(F)||this._expandedButton}get _vertical(){return!1}get _tabNavigation(){return this.tabNavigation}get _observeParent(){return!0}get _buttons(){return Array.from(this.querySelectorAll("vaadin-menu-bar-button"))}get _hasOverflow(){return this._overflow&&!this._overflow.hasAttribute("hidden")}set _hasOverflow(e){this._overflow&&this._overflow.toggleAttribute("hidden",!e)}ready(){super.ready(),this.setAttribute("role","menubar"),this._subMenuController=new k(this,"submenu","vaadin-menu-bar-submenu",{initializer:e=>{e.setAttribute("is-root",""),e.addEventListener("item-selected",this.__onItemSelected.bind(this)),e.addEventListener("close-all-menus",this.__onEscapeClose.bind(this)),e._overlayElement._contentRoot.addEventListener("keydown",this.__boundOnContextMenuKeydown),this._subMenu=e}}),this._overflowController=new k(this,"overflow","vaadin-menu-bar-button",{initializer:e=>{e.setAttribute("hidden","");let t=document.createElement("div");t.setAttribute("aria-hidden","true"),t.innerHTML="&centerdot;".repeat(3),e.appendChild(t),e.setAttribute("aria-haspopup","true"),e.setAttribute("aria-expanded","false"),e.setAttribute("role",this.tabNavigation?"button":"menuitem"),this._overflow=e}}),this._tooltipController=new ws(this),this.addEventListener("mousedown",()=>this._tooltipController.close(!0)),this.addEventListener("mouseleave",()=>this._tooltipController.close()),this.addController(this._tooltipController),this.addController(this._subMenuController),this.addController(this._overflowController),this._container=this.shadowRoot.querySelector('[part="container"]')}updated(e){super.updated(e),(e.has("items")||e.has("_theme")||e.has("disabled"))&&this.__renderButtons(this.items),(e.has("items")||e.has("_theme")||e.has("reverseCollapse"))&&this.__scheduleOverflow(),e.has("items")&&this.__updateSubMenu(),e.has("_theme")&&this._themeChanged(this._theme),e.has("dir")&&C(this._subMenu,"dir",this.dir),e.has("disabled")&&this._overflow.toggleAttribute("disabled",this.disabled),e.has("tabNavigation")&&this._tabNavigationChanged(this.tabNavigation),e.has("__effectiveI18n")&&this.__i18nChanged(this.__effectiveI18n)}_getItems(){return this._buttons}disconnectedCallback(){super.disconnectedCallback(),this._tooltipController.setTarget(null)}_onResize(){this.__scheduleOverflow()}_themeChanged(e){C(this._overflow,"theme",e),C(this._subMenu,"theme",e)}_tabNavigationChanged(e){let t=this.querySelector('[tabindex="0"]');this._buttons.forEach(o=>{t?this._setTabindex(o,o===t):this._setTabindex(o,!1),o.setAttribute("role",e?"button":"menuitem")}),this.setAttribute("role",e?"group":"menubar")}__updateSubMenu(){let e=this._subMenu;if(e?.opened){let t=e._positionTarget;(!t.isConnected||!Array.isArray(t.item.children)||t.item.children.length===0)&&e.close()}}__i18nChanged(e){e?.moreOptions!==void 0&&C(this._overflow,"aria-label",e.moreOptions)}__getOverflowCount(e){return e.item?.children?.length??0}__restoreButtons(e){e.forEach(t=>{t.style.visibility="",t.style.position="",t.style.width="";let o=t.item?.component;o instanceof HTMLElement&&o.getAttribute("role")==="menuitem"&&this.__restoreItem(t,o)})}__restoreItem(e,t){e.appendChild(t),t.removeAttribute("role"),t.removeAttribute("aria-expanded"),t.removeAttribute("aria-haspopup"),t.removeAttribute("tabindex")}__updateOverflow(e){this._overflow.item={children:e},this._hasOverflow=e.length>0}__setOverflowItems(e,t){let o=this._container;if(o.style.minWidth=`${o.offsetWidth}px`,o.offsetWidth<o.scrollWidth){this._hasOverflow=!0;let r=this.__isRTL,n=o.offsetLeft,a=o.offsetWidth,l=[...e];for(;l.length&&!((r?a-(t.offsetLeft-n):t.offsetLeft+t.offsetWidth-n)<=a);){let u=this.reverseCollapse?l.shift():l.pop();u.style.width=getComputedStyle(u).width,u.style.visibility="hidden",u.style.position="absolute"}let d=e.filter(c=>!l.includes(c)).map(c=>c.item);this.__updateOverflow(d)}o.style.minWidth=""}__scheduleOverflow(){this._overflowDebouncer=S.debounce(this._overflowDebouncer,Z,()=>{this.__detectOverflow()})}__detectOverflow(){let e=this._overflow,t=this._buttons.filter(a=>a!==e),o=this.__getOverflowCount(e);this.__restoreButtons(t),this.__updateOverflow([]),this.__setOverflowItems(t,e);let r=this.__getOverflowCount(e);o!==r&&this._subMenu.opened&&this._subMenu.close();let n=r===t.length||r===0&&t.length===1;this.toggleAttribute("has-single-button",n),this.__updateVisibleButtons(t)}__updateVisibleButtons(e){let t=e.filter(o=>o.style.visibility!=="hidden");t.length?t.some(o=>o.getAttribute("tabindex")==="0")||this._setTabindex(t[t.length-1],!0):this._overflow.setAttribute("tabindex","0"),t.forEach((o,r)=>{o.toggleAttribute("first-visible",r===0),o.toggleAttribute("last-visible",!this._hasOverflow&&r===t.length-1)})}__getButtonTheme(e,t){let o=t,r=e?.theme;return r!=null&&(o=Array.isArray(r)?r.join(" "):r),o}__getComponent(e){let t=e.component,o,r=t instanceof HTMLElement;if(r&&t.localName==="vaadin-menu-bar-item"?o=t:(o=document.createElement("vaadin-menu-bar-item"),o.appendChild(r?t:document.createElement(t))),e.text){let n=o.firstChild||o;n.textContent=e.text}return o}__renderButtons(e=[]){mi(_`
          ${e.map(t=>{let o={...t},r=!!t?.children;return o.component&&(o.component=this.__getComponent(o)),_`
              <vaadin-menu-bar-button
                .item="${o}"
                .disabled="${this.disabled||t.disabled}"
                role="${this.tabNavigation?"button":"menuitem"}"
                aria-haspopup="${P(r?"true":M)}"
                aria-expanded="${P(r?"false":M)}"
                class="${P(t.className||M)}"
                theme="${P(this.__getButtonTheme(t,this._theme)||M)}"
                @click="${this.__onRootButtonClick}"
                >${gd(o)}</vaadin-menu-bar-button
              >
            `})}
        `,this,{renderBefore:this._overflow})}__onRootButtonClick(e){let t=e.target;t.item?.component&&!e.composedPath().includes(t.item.component)&&(e.stopPropagation(),t.item.component.click())}_setExpanded(e,t){e.toggleAttribute("expanded",t),e.toggleAttribute("active",t),e.setAttribute("aria-expanded",t?"true":"false")}_setTabindex(e,t){this.tabNavigation&&this._isItemFocusable(e)?e.setAttribute("tabindex","0"):e.setAttribute("tabindex",t?"0":"-1")}_focusItem(e,t,o){let r=o&&this.focused===this._expandedButton;r&&this._close(),super._focusItem(e,t,o),this._buttons.forEach(n=>{this._setTabindex(n,n===e)}),this._tooltipController.setTarget(e),r&&e.item?.children?this.__openSubMenu(e,!0,{keepFocus:!0}):this._subMenu.opened||this._tooltipController.open({trigger:"focus"})}_getButtonFromEvent(e){return Array.from(e.composedPath()).find(t=>t.localName==="vaadin-menu-bar-button")}_shouldSetFocus(e){return e.composedPath().includes(this._subMenu)?!1:super._shouldSetFocus(e)}_shouldRemoveFocus(e){return e.composedPath().includes(this._subMenu)?!1:super._shouldRemoveFocus(e)}_setFocused(e){let t=e?this.__getFocusTarget():null;t?(this._tooltipController.setTarget(t),this._buttons.forEach(o=>{this._setTabindex(o,o===t)}),!this._subMenu.opened&&A()&&this._tooltipController.open({trigger:"focus"})):this._tooltipController.close(!0)}__getFocusTarget(){let e=this._buttons.find(t=>F(t));if(!e){let t=this.tabNavigation?"[focused]":'[tabindex="0"]';e=this.querySelector(`vaadin-menu-bar-button${t}`),ue(e)&&(e=this._buttons[this._getFocusableIndex()])}return e}_onArrowDown(e){e.preventDefault();let t=this._getButtonFromEvent(e);t===this._expandedButton?this._focusFirstItem():this.__openSubMenu(t,!0)}_onArrowUp(e){e.preventDefault();let t=this._getButtonFromEvent(e);t===this._expandedButton?this._focusLastItem():this.__openSubMenu(t,!0,{focusLast:!0})}_onEscape(e){e.composedPath().includes(this._expandedButton)&&this._close(!0),this._tooltipController.close(!0)}_onKeyDown(e){e.composedPath().includes(this._subMenu)||this._handleKeyDown(e)}_handleKeyDown(e){switch(e.key){case"ArrowDown":this._onArrowDown(e);break;case"ArrowUp":this._onArrowUp(e);break;default:super._onKeyDown(e);break}}_onMouseOver(e){if(e.composedPath().includes(this._subMenu))return;let t=this._getButtonFromEvent(e);this._tooltipController.setTarget(t),t&&t!==this._expandedButton&&t.item.children&&(this.openOnHover||this._subMenu.opened)&&this.__openSubMenu(t,!1),this._subMenu.opened||this._tooltipController.open({trigger:"hover"})}__onContextMenuKeydown(e){let t=Array.from(e.composedPath()).find(o=>o._item);if(t){let o=t.parentNode;e.key==="ArrowUp"&&t===o.items[0]&&this._close(!0);let r=this.__isRTL?"ArrowRight":"ArrowLeft",n=this.__isRTL?"ArrowLeft":"ArrowRight";(e.key===r||e.key===n&&!t._item.children)&&(e.stopImmediatePropagation(),this._handleKeyDown(e)),e.key==="Tab"&&this.tabNavigation&&this._handleKeyDown(e)}}__fireItemSelected(e){this.dispatchEvent(new CustomEvent("item-selected",{detail:{value:e}}))}__onButtonClick(e){let t=this._getButtonFromEvent(e);t&&this.__openSubMenu(t,t.__triggeredWithActiveKeys)}__openSubMenu(e,t,o={}){if(e.disabled)return;let r=this._subMenu,n=e.item;if(r.opened&&(this._close(),r.listenOn===e))return;let a=n?.children;if(!a||a.length===0){this.__fireItemSelected(n);return}r.items=a,r.listenOn=e,r._positionTarget=e;let l=r._overlayElement;l.noVerticalOverlap=!0,this._tooltipController.close(!0),this._expandedButton=e,this._setExpanded(e,!0),this.style.pointerEvents="auto",e.dispatchEvent(new CustomEvent("opensubmenu",{detail:{children:a}})),l.addEventListener("vaadin-overlay-open",()=>{if(o.focusLast&&this._focusLastItem(),o.keepFocus){let d={focusVisible:A()};this._focusItem(this._expandedButton,d,!1)}t||l.$.overlay.focus()},{once:!0})}_focusFirstItem(){this._subMenu._menuListBox.focus()}_focusLastItem(){let e=this._subMenu._menuListBox,t=e.items[e.items.length-1];t&&t.focus()}__onItemSelected(e){e.stopPropagation(),this.__fireItemSelected(e.detail.value)}__onEscapeClose(){this.__deactivateButton(!0)}__deactivateButton(e){let t=this._expandedButton;if(t?.hasAttribute("expanded")){if(this._setExpanded(t,!1),e){let o={focusVisible:A()};this._focusItem(t,o,!1)}else this._tooltipController.close(!0);this._expandedButton=null}}_close(e=!1){this.style.pointerEvents="",this.__deactivateButton(e),this._subMenu.opened&&this._subMenu.close()}close(){this._close()}_isItemFocusable(e){return e.disabled&&e.__shouldAllowFocusWhenDisabled?e.__shouldAllowFocusWhenDisabled():super._isItemFocusable(e)}};var Qo=class extends ma(W(x(b(y(v))))){static get is(){return"vaadin-menu-bar"}static get styles(){return fa}render(){return _`
      <div part="container" @click="${this.__onButtonClick}" @mouseover="${this._onMouseOver}">
        <slot></slot>
        <slot name="overflow"></slot>
      </div>

      <slot name="submenu"></slot>

      <slot name="tooltip"></slot>
    `}};m(Qo);var va=p`
  :host {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    white-space: nowrap;
    box-sizing: border-box;
    gap: var(--vaadin-chip-gap, 0);
    background: var(--vaadin-chip-background, var(--vaadin-background-container));
    color: var(--vaadin-chip-text-color, var(--vaadin-text-color));
    font-size: max(11px, var(--vaadin-chip-font-size, 0.875em));
    font-weight: var(--vaadin-chip-font-weight, 500);
    line-height: var(--vaadin-input-field-value-line-height, inherit);
    padding: 0 var(--vaadin-chip-padding, 0.3em);
    height: var(--vaadin-chip-height, calc(1lh / 0.875));
    border-radius: var(--vaadin-chip-border-radius, var(--vaadin-radius-m));
    border: var(--vaadin-chip-border-width, 1px) solid
      var(--vaadin-chip-border-color, var(--vaadin-border-color-secondary));
    cursor: default;
  }

  :host(:not([slot='overflow'])) {
    min-width: min(max-content, var(--vaadin-multi-select-combo-box-chip-min-width, 48px));
  }

  :host([focused]) {
    outline: var(--vaadin-focus-ring-width) solid var(--vaadin-focus-ring-color);
    outline-offset: calc(var(--vaadin-chip-border-width, 1px) * -1);
  }

  [part='label'] {
    overflow: hidden;
    text-overflow: ellipsis;
    margin-block: calc(var(--vaadin-chip-border-width, 1px) * -1);
  }

  [part='remove-button'] {
    flex: none;
    display: block;
    margin-inline-start: auto;
    margin-block: calc(var(--vaadin-chip-border-width, 1px) * -1);
    color: var(--vaadin-chip-remove-button-text-color, var(--vaadin-text-color-secondary));
    cursor: var(--vaadin-clickable-cursor);
    translate: 25%;
  }

  [part='remove-button']::before {
    content: '';
    display: block;
    width: var(--vaadin-icon-size, 1lh);
    height: var(--vaadin-icon-size, 1lh);
    background: currentColor;
    mask-image: var(--_vaadin-icon-cross);
  }

  :host([disabled]) {
    cursor: var(--vaadin-disabled-cursor);
  }

  :host([disabled]) [part='label'] {
    --vaadin-chip-text-color: var(--vaadin-text-color-disabled);
  }

  :host([hidden]),
  :host(:is([readonly], [disabled], [slot='overflow'])) [part='remove-button'] {
    display: none !important;
  }

  :host([slot='overflow']) {
    position: relative;
    margin-inline-start: 8px;
    min-width: 1.5em;
  }

  :host([slot='overflow'])::before,
  :host([slot='overflow'])::after {
    content: '';
    position: absolute;
    inset: calc(var(--vaadin-chip-border-width, 1px) * -1);
    border-inline-start: 2px solid var(--vaadin-chip-border-color, var(--vaadin-border-color-secondary));
    border-radius: inherit;
  }

  :host([slot='overflow'])::before {
    left: calc(-4px - var(--vaadin-chip-border-width, 1px));
  }

  :host([slot='overflow'])::after {
    left: calc(-8px - var(--vaadin-chip-border-width, 1px));
  }

  :host([count='2']) {
    margin-inline-start: 4px;
  }

  :host([count='1']) {
    margin-inline-start: 0;
  }

  :host([count='2'])::after,
  :host([count='1'])::before,
  :host([count='1'])::after {
    display: none;
  }

  @media (forced-colors: active) {
    :host {
      border: 1px solid !important;
    }

    [part='remove-button']::before {
      background: CanvasText;
    }
  }
`;var Jo=class extends x(b(y(v))){static get is(){return"vaadin-multi-select-combo-box-chip"}static get styles(){return va}static get properties(){return{disabled:{type:Boolean,reflectToAttribute:!0,sync:!0},readonly:{type:Boolean,reflectToAttribute:!0,sync:!0},label:{type:String,sync:!0},item:{type:Object}}}render(){return _`
      <div part="label">${this.label}</div>
      <div part="remove-button" @click="${this._onRemoveClick}"></div>
    `}_onRemoveClick(i){i.stopPropagation(),this.dispatchEvent(new CustomEvent("item-removed",{detail:{item:this.item},bubbles:!0,composed:!0}))}};m(Jo);var er=class extends Rt{static get is(){return"vaadin-multi-select-combo-box-container"}static get styles(){return[super.styles,p`
        #wrapper {
          display: flex;
          width: 100%;
          min-width: 0;
          gap: var(--_wrapper-gap);
          align-self: start;
        }

        :host([auto-expand-vertically]) #wrapper {
          flex-wrap: wrap;
        }
      `]}static get properties(){return{autoExpandVertically:{type:Boolean,reflectToAttribute:!0}}}render(){return _`
      <div id="wrapper">
        <slot name="prefix"></slot>
        <slot></slot>
      </div>
      <slot name="suffix"></slot>
    `}};m(er);var tr=class extends wi(x(E(b(y(v))))){static get is(){return"vaadin-multi-select-combo-box-item"}static get styles(){return[be,Ci]}render(){return _`
      <span part="checkmark" aria-hidden="true"></span>
      <div part="content">
        <slot></slot>
      </div>
    `}};m(tr);var ga=[Oi,p`
    #overlay {
      width: var(
        --vaadin-multi-select-combo-box-overlay-width,
        var(--_vaadin-multi-select-combo-box-overlay-default-width, auto)
      );
    }
  `];var ir=class extends Pi(se(E(x(b(y(v)))))){static get is(){return"vaadin-multi-select-combo-box-overlay"}static get styles(){return[ie,ga]}render(){return _`
      <div part="overlay" id="overlay">
        <div part="loader"></div>
        <div part="content" id="content"><slot></slot></div>
      </div>
    `}};m(ir);var ba=Li;var sr=class extends Fi(b(v)){static get is(){return"vaadin-multi-select-combo-box-scroller"}static get styles(){return ba}render(){return _`
      <div id="selector">
        <slot></slot>
      </div>
    `}ready(){super.ready(),this.setAttribute("aria-multiselectable","true")}_isItemSelected(i){return i instanceof B||this.owner.readonly?!1:this.owner.selectedItems.some(e=>this.owner._isSameItem(i,e))}_updateElement(i,e){super._updateElement(i,e),i.toggleAttribute("readonly",this.owner.readonly)}};m(sr);var ya=[Xi,p`
    :host {
      max-width: 100%;
      --_input-min-width: var(--vaadin-multi-select-combo-box-input-min-width, 4rem);
      --_chip-min-width: var(--vaadin-multi-select-combo-box-chip-min-width, 48px);
      --_wrapper-gap: var(--vaadin-multi-select-combo-box-chips-gap, 2px);
    }

    #chips {
      display: flex;
      align-items: center;
      gap: var(--vaadin-multi-select-combo-box-chips-gap, 2px);
    }

    ::slotted(input) {
      box-sizing: border-box;
      flex: 1 0 var(--_input-min-width);
    }

    ::slotted([slot='chip']),
    ::slotted([slot='overflow']) {
      flex: 0 1 auto;
    }

    ::slotted([slot='chip']) {
      overflow: hidden;
    }

    :host(:is([readonly], [disabled])) ::slotted(input) {
      flex-grow: 0;
      flex-basis: 0;
      padding: 0;
    }

    :host([readonly]:not([disabled])) [part~='toggle-button'] {
      display: block;
      color: var(--vaadin-input-field-button-text-color, var(--vaadin-text-color-secondary));
    }

    :host([readonly]:not([disabled])) [part$='button'] {
      cursor: var(--vaadin-clickable-cursor);
    }

    :host([auto-expand-vertically]) #chips {
      display: contents;
    }

    :host([auto-expand-horizontally]) {
      --vaadin-field-default-width: auto;
    }
  `];var yd={cleared:"Selection cleared",focused:"focused. Press Backspace to remove",selected:"added to selection",deselected:"removed from selection",total:"{count} items selected"},xa=s=>class extends wt(ts(es(is(ut(Cs(s)))))){static get properties(){return{autoExpandHorizontally:{type:Boolean,value:!1,reflectToAttribute:!0,sync:!0},autoExpandVertically:{type:Boolean,value:!1,reflectToAttribute:!0,sync:!0},collapseChips:{type:Boolean,value:!1,reflectToAttribute:!0,sync:!0},itemClassNameGenerator:{type:Object,sync:!0},keepFilter:{type:Boolean,value:!1},loading:{type:Boolean,value:!1,reflectToAttribute:!0,sync:!0},readonly:{type:Boolean,value:!1,reflectToAttribute:!0,sync:!0},selectedItems:{type:Array,value:()=>[],notify:!0,sync:!0},allowCustomValue:{type:Boolean,value:!1},placeholder:{type:String,observer:"_placeholderChanged",reflectToAttribute:!0,sync:!0},renderer:{type:Function,sync:!0},selectedItemsOnTop:{type:Boolean,value:!1,sync:!0},value:{type:String},_overflowItems:{type:Array,value:()=>[],sync:!0},_focusedChipIndex:{type:Number,value:-1,observer:"_focusedChipIndexChanged"},_lastFilter:{type:String,sync:!0},_topGroup:{type:Array,observer:"_topGroupChanged",sync:!0},_inputField:{type:Object}}}static get observers(){return["_selectedItemsChanged(selectedItems)","__updateOverflowChip(_overflow, _overflowItems, disabled, readonly)","__updateTopGroup(selectedItemsOnTop, selectedItems, opened)"]}static get defaultI18n(){return yd}get i18n(){return super.i18n}set i18n(e){super.i18n=e}get slotStyles(){let e=this.localName;return[...super.slotStyles,`
        ${e}[has-value] input::placeholder {
          color: transparent !important;
          forced-color-adjust: none;
        }
      `]}get clearElement(){return this.$.clearButton}get _chips(){return[...this.querySelectorAll('[slot="chip"]')]}get _hasValue(){return this.selectedItems&&this.selectedItems.length>0}get _tagNamePrefix(){return"vaadin-multi-select-combo-box"}ready(){super.ready(),this.addController(new Ee(this,e=>{this._setInputElement(e),this._setFocusElement(e),this.stateTarget=e,this.ariaTarget=e})),this.addController(new Ie(this.inputElement,this._labelController)),this._tooltipController=new K(this),this.addController(this._tooltipController),this._tooltipController.setPosition("top"),this._tooltipController.setAriaTarget(this.inputElement),this._tooltipController.setShouldShow(e=>!e.opened),this._toggleElement=this.$.toggleButton,this._inputField=this.shadowRoot.querySelector('[part="input-field"]'),this._overflowController=new k(this,"overflow","vaadin-multi-select-combo-box-chip",{initializer:e=>{e.addEventListener("mousedown",t=>this._preventBlur(t)),this._overflow=e}}),this.addController(this._overflowController)}updated(e){super.updated(e),["loading","itemClassNameGenerator","renderer"].forEach(o=>{e.has(o)&&(this._scroller[o]=this[o])}),e.has("selectedItems")&&this.opened&&this.$.overlay._updateOverlayWidth(),["autoExpandHorizontally","autoExpandVertically","collapseChips","disabled","readonly","clearButtonVisible","itemClassNameGenerator"].some(o=>e.has(o))&&this.__updateChips(),e.has("readonly")&&(this._setDropdownItems(this.filteredItems),this.dataProvider&&this.clearCache())}checkValidity(){return this.required&&!this.readonly?this._hasValue:!0}open(){!this.disabled&&!(this.readonly&&this.selectedItems.length===0)&&(this.opened=!0)}clear(){this.__updateSelection([]),at(this.__effectiveI18n.cleared)}__syncTopGroup(){this._topGroup=this.selectedItemsOnTop?[...this.selectedItems]:[]}clearCache(){this.readonly||(super.clearCache(),this.__syncTopGroup())}_itemsChanged(e,t){super._itemsChanged(e,t),this.__syncTopGroup()}_onHostClick(e){let t=e.composedPath();(t.includes(this._labelNode)||t.includes(this._inputField))&&super._onHostClick(e)}_onClearAction(){this.clear()}_onClosed(){this._ignoreCommitValue=!0,(!this.loading||this.allowCustomValue)&&this._commitValue()}_revertInputValue(){this._inputElementValue=this.filter,this._clearSelectionRange()}_commitValue(){this._lastFilter=this.filter,this._ignoreCommitValue?(this._inputElementValue="",this._focusedIndex=-1,this._ignoreCommitValue=!1):this.__commitUserInput(),(!this.keepFilter||!this.opened)&&(this.filter="")}__commitUserInput(){if(this._focusedIndex>-1){let e=this._dropdownItems[this._focusedIndex];if(this._lastFilter&&this._lastFilter===this._inputElementValue&&this._findIndex(e,this.selectedItems)!==-1){this.__clearInternalValue();return}this.__selectItem(e)}else if(this._inputElementValue){let e=[...this._dropdownItems],t=e[this.__getItemIndexByLabel(e,this._inputElementValue)];if(this.allowCustomValue&&!t){let o=this._inputElementValue;this._lastCustomValue=o,this.__clearInternalValue(!0),this.dispatchEvent(new CustomEvent("custom-value-set",{detail:o,composed:!0,bubbles:!0}))}else!this.allowCustomValue&&!this.opened&&t?this.__selectItem(t):this._inputElementValue=""}}_setFocused(e){let t=!e&&!this._closeOnBlurIsPrevented;t&&(this._ignoreCommitValue=!0),super._setFocused(e),t&&document.hasFocus()&&(this._focusedChipIndex=-1,this._requestValidation()),t&&this.readonly&&this.close()}_onResize(){this.__updateChips()}_delegateAttribute(e,t){if(this.stateTarget){if(e==="required"){this._delegateAttribute("aria-required",t?"true":!1);return}super._delegateAttribute(e,t)}}_placeholderChanged(e){let t=this.__tmpA11yPlaceholder;t!==e&&(this.__savedPlaceholder=e,t&&(this.placeholder=t))}_selectedItemsChanged(e){if(this._toggleHasValue(this._hasValue),this._hasValue){let t=this._mergeItemLabels(e);this.__tmpA11yPlaceholder===void 0&&(this.__savedPlaceholder=this.placeholder),this.__tmpA11yPlaceholder=t,this.placeholder=t}else this.__tmpA11yPlaceholder!==void 0&&(delete this.__tmpA11yPlaceholder,this.placeholder=this.__savedPlaceholder);this.__updateChips(),this.requestContentUpdate()}_topGroupChanged(e){e&&this._setDropdownItems(this.filteredItems)}_hasValidInputValue(){let e=this._focusedIndex<0&&this._inputElementValue!=="";return this.allowCustomValue||!e}_shouldFetchData(){return this.readonly?!1:super._shouldFetchData()}_setDropdownItems(e){super._setDropdownItems(this.__generateDropdownItems(e))}__generateDropdownItems(e){if(this.readonly)return this.selectedItems;if(this.filter||!this.selectedItemsOnTop)return e;if(e?.length&&this._topGroup?.length){let t=e.filter(o=>this._findIndex(o,this._topGroup)===-1);return this._topGroup.concat(t)}return e}_mergeItemLabels(e){return e.map(t=>this._getItemLabel(t)).join(", ")}_findIndex(e,t){return t.findIndex(o=>this._isSameItem(e,o))}__clearInternalValue(e=!1){!this.keepFilter||e?(this.filter="",this._inputElementValue=""):this._inputElementValue=this.filter}__announceItem(e,t,o){let r=t?"selected":"deselected",n=this.__effectiveI18n.total.replace("{count}",o||0);at(`${e} ${this.__effectiveI18n[r]} ${n}`)}__removeItem(e){let t=[...this.selectedItems];t.splice(this._findIndex(e,t),1),this.__updateSelection(t);let o=this._getItemLabel(e);this.__announceItem(o,!1,t.length)}__selectItem(e){let t=[...this.selectedItems],o=this._findIndex(e,t),r=this._getItemLabel(e),n=!1;if(o!==-1){if(this._lastFilter?.toLowerCase()===r.toLowerCase()){this.__clearInternalValue();return}t.splice(o,1)}else t.push(e),n=!0;this.__updateSelection(t),this.__clearInternalValue(),this.__announceItem(r,n,t.length)}__updateSelection(e){this.selectedItems=e,this._requestValidation(),this.dispatchEvent(new CustomEvent("change",{bubbles:!0}))}__updateTopGroup(e,t,o){e?(!o||this.__needToSyncTopGroup())&&(this._topGroup=[...t]):this._topGroup=[]}__needToSyncTopGroup(){return this.itemIdPath?this._topGroup&&this._topGroup.some(e=>{let t=this.selectedItems[this._findIndex(e,this.selectedItems)];return t&&e!==t}):!1}__createChip(e){let t=document.createElement("vaadin-multi-select-combo-box-chip");t.setAttribute("slot","chip"),t.item=e,t.disabled=this.disabled,t.readonly=this.readonly;let o=this._getItemLabel(e);return t.label=o,t.setAttribute("title",o),typeof this.itemClassNameGenerator=="function"&&(t.className=this.itemClassNameGenerator(e)),t.addEventListener("item-removed",r=>this._onItemRemoved(r)),t.addEventListener("mousedown",r=>this._preventBlur(r)),t}__getWrapperWidth(){return this._inputField.$.wrapper.clientWidth}__getOverflowWidth(){let e=this._overflow;e.style.visibility="hidden",e.removeAttribute("hidden");let t=e.getAttribute("count");e.setAttribute("count","99");let o=getComputedStyle(e),r=e.clientWidth+parseInt(o.marginInlineStart);return e.setAttribute("count",t),e.setAttribute("hidden",""),e.style.visibility="",r}__updateChips(){if(!this._inputField||!this.inputElement)return;if(this._chips.forEach(t=>{t.remove()}),this.selectedItems.length===0){this._overflowItems=[];return}if(this.autoExpandVertically){this.selectedItems.forEach(t=>{this.appendChild(this.__createChip(t))}),this._overflowItems=[];return}let e=parseInt(getComputedStyle(this.inputElement).flexBasis);this.collapseChips?this._overflowItems=this.__updateChipsCollapsed(this.selectedItems,e):this.autoExpandHorizontally?this._overflowItems=this.__updateChipsHorizontalExpand(this.selectedItems,e):this._overflowItems=this.__updateChipsDefault(this.selectedItems,e)}__renderAllChips(e,t){let o=e.map(n=>{let a=this.__createChip(n);return this.appendChild(a),a}),r=this.__getWrapperWidth()-this.$.chips.clientWidth>=t;return{chips:o,allChipsFit:r}}__updateChipsCollapsed(e,t){let{chips:o,allChipsFit:r}=this.__renderAllChips(e,t);return r?[]:(o.forEach(n=>n.remove()),e.slice())}__updateChipsHorizontalExpand(e,t){let{chips:o,allChipsFit:r}=this.__renderAllChips(e,t);if(r)return[];let n=this.__getOverflowWidth(),a=o.length;for(;a>1&&(a-=1,o[a].remove(),!(this.__getWrapperWidth()-this.$.chips.clientWidth>=t+n)););if(a===1){let l=parseInt(getComputedStyle(this).getPropertyValue("--_chip-min-width")),d=this.__getWrapperWidth()-t-n;o[0].style.maxWidth=`${Math.max(l,d)}px`}return e.slice(a)}__updateChipsDefault(e,t){let o=this.__getWrapperWidth()-t;e.length>1&&(o-=this.__getOverflowWidth());let r=parseInt(getComputedStyle(this).getPropertyValue("--_chip-min-width"));for(let n=e.length-1,a=null;n>=0;n--){let l=this.__createChip(e[n]);if(this.insertBefore(l,a),this.$.chips.clientWidth>o&&(o<r||a!==null))return l.remove(),e.slice(0,n+1);l.style.maxWidth=`${o}px`,a=l}return[]}__updateOverflowChip(e,t,o,r){if(e){let n=t.length;e.label=`${n}`,e.setAttribute("count",`${n}`),e.setAttribute("title",this._mergeItemLabels(t)),e.toggleAttribute("hidden",n===0),e.disabled=o,e.readonly=r}}_onClearButtonClick(e){e.stopPropagation(),super._onClearButtonClick(e)}_onChange(e){e.stopPropagation()}_onEscape(e){if(this.readonly){e.stopPropagation(),this.opened&&this.close();return}this.clearButtonVisible&&!this.opened&&this.selectedItems&&this.selectedItems.length&&(e.stopPropagation(),this._onClearAction()),super._onEscape(e)}_onEscapeCancel(){this._closeOrCommit()}_onEnter(e){if(this.opened){if(e.preventDefault(),e.stopPropagation(),this.readonly)this.close();else if(this._hasValidInputValue()){let t=this._dropdownItems[this._focusedIndex];this._commitValue(),this._focusedIndex=this._dropdownItems.indexOf(t)}return}super._onEnter(e)}_onArrowDown(){this.readonly?this.opened||this.open():super._onArrowDown()}_onArrowUp(){this.readonly?this.opened||this.open():super._onArrowUp()}_onKeyDown(e){super._onKeyDown(e);let t=this._chips;if(!this.readonly&&t.length>0)switch(e.key){case"Backspace":this._onBackSpace(t);break;case"ArrowLeft":this._onArrowLeft(t,e);break;case"ArrowRight":this._onArrowRight(t,e);break;default:this._focusedChipIndex=-1;break}}_onArrowLeft(e,t){if(this.inputElement.selectionStart!==0)return;let o=this._focusedChipIndex;o!==-1&&t.preventDefault();let r;this.__isRTL?o===e.length-1?r=-1:o>-1&&(r=o+1):o===-1?r=e.length-1:o>0&&(r=o-1),r!==void 0&&(this._focusedChipIndex=r)}_onArrowRight(e,t){if(this.inputElement.selectionStart!==0)return;let o=this._focusedChipIndex;o!==-1&&t.preventDefault();let r;this.__isRTL?o===-1?r=e.length-1:o>0&&(r=o-1):o===e.length-1?r=-1:o>-1&&(r=o+1),r!==void 0&&(this._focusedChipIndex=r)}_onBackSpace(e){if(this.inputElement.selectionStart!==0)return;let t=this._focusedChipIndex;t===-1?this._focusedChipIndex=e.length-1:(this.__removeItem(e[t].item),this._focusedChipIndex=-1)}_focusedChipIndexChanged(e,t){if(e>-1||t>-1){let o=this._chips;if(o.forEach((r,n)=>{r.toggleAttribute("focused",n===e)}),e>-1){let r=o[e].item,n=this._getItemLabel(r);at(`${n} ${this.__effectiveI18n.focused}`)}}}_overlaySelectedItemChanged(e){e.stopPropagation(),!this.hasAttribute("closing")&&(this.readonly||e.detail.item instanceof B||this.opened&&(this._lastFilter=this._inputElementValue,this.__selectItem(e.detail.item)))}_onItemRemoved(e){this.__removeItem(e.detail.item)}_preventBlur(e){e.preventDefault()}};var or=class extends xa(x(W(b(y(v))))){static get is(){return"vaadin-multi-select-combo-box"}static get styles(){return[Se,ya]}render(){return _`
      <div class="vaadin-multi-select-combo-box-container">
        <div part="label">
          <slot name="label"></slot>
          <span part="required-indicator" aria-hidden="true" @click="${this.focus}"></span>
        </div>

        <vaadin-multi-select-combo-box-container
          part="input-field"
          .autoExpandVertically="${this.autoExpandVertically}"
          .readonly="${this.readonly}"
          .disabled="${this.disabled}"
          .invalid="${this.invalid}"
          theme="${P(this._theme)}"
        >
          <slot name="overflow" slot="prefix"></slot>
          <div id="chips" part="chips" slot="prefix">
            <slot name="chip"></slot>
          </div>
          <slot name="input"></slot>
          <div id="clearButton" part="field-button clear-button" slot="suffix" aria-hidden="true"></div>
          <div id="toggleButton" part="field-button toggle-button" slot="suffix" aria-hidden="true"></div>
        </vaadin-multi-select-combo-box-container>

        <div part="helper-text">
          <slot name="helper"></slot>
        </div>

        <div part="error-message">
          <slot name="error-message"></slot>
        </div>

        <slot name="tooltip"></slot>
      </div>

      <vaadin-multi-select-combo-box-overlay
        id="overlay"
        exportparts="overlay, content, loader"
        .owner="${this}"
        .dir="${this.dir}"
        .opened="${this._overlayOpened}"
        ?loading="${this.loading}"
        theme="${P(this._theme)}"
        .positionTarget="${this._inputField}"
        no-vertical-overlap
      >
        <slot name="overlay"></slot>
      </vaadin-multi-select-combo-box-overlay>
    `}};m(or);var rr=class extends ms(x(E(b(y(v))))){static get is(){return"vaadin-select-item"}static get styles(){return be}static get properties(){return{role:{type:String,value:"option",reflectToAttribute:!0}}}render(){return _`
      <span part="checkmark" aria-hidden="true"></span>
      <div part="content">
        <slot></slot>
      </div>
    `}};m(rr);var nr=class extends gs(x(E(b(y(v))))){static get is(){return"vaadin-select-list-box"}static get styles(){return bs}static get properties(){return{orientation:{readOnly:!0}}}get _scrollerElement(){return this.shadowRoot.querySelector('[part="items"]')}render(){return _`
      <div part="items">
        <slot></slot>
      </div>
    `}ready(){super.ready(),this.setAttribute("role","listbox")}};m(nr);var Ca=p`
  :host {
    align-items: flex-start;
    justify-content: flex-start;
  }

  [part='overlay'] {
    min-width: var(--vaadin-select-overlay-width, var(--_vaadin-select-overlay-default-width));
  }

  [part='content'] {
    padding: var(--vaadin-item-overlay-padding, 4px);
  }

  [part='backdrop'] {
    background: transparent;
  }
`;var wa=s=>class extends ye(se(E(s))){willUpdate(e){super.willUpdate(e),(e.has("opened")||e.has("positionTarget"))&&this.opened&&this.positionTarget&&this._updateOverlayWidth()}ready(){super.ready(),this.restoreFocusOnClose=!0}get _contentRoot(){return this.owner.__slottedListBox||this._rendererRoot}get _rendererRoot(){if(!this.__savedRoot){let e=document.createElement("div");e.setAttribute("slot","overlay"),this.owner.appendChild(e),this.__savedRoot=e}return this.__savedRoot}_shouldCloseOnOutsideClick(e){return!0}_mouseDownListener(e){super._mouseDownListener(e),e.preventDefault()}_getMenuElement(){let t=this.owner.shadowRoot.querySelector('slot[name="overlay"]').assignedElements();return t.find(o=>o._hasVaadinListMixin)||t.flatMap(o=>[...o.children]).find(o=>o._hasVaadinListMixin)}_updateOverlayWidth(){this.style.setProperty("--_vaadin-select-overlay-default-width",`${this.positionTarget.offsetWidth}px`)}requestContentUpdate(){if(super.requestContentUpdate(),this.owner){let e=this._getMenuElement();this.owner._assignMenuElement(e)}}};var ar=class extends wa(x(b(y(v)))){static get is(){return"vaadin-select-overlay"}static get styles(){return[ie,Ca]}render(){return _`
      <div id="backdrop" part="backdrop" ?hidden="${!this.withBackdrop}"></div>
      <div part="overlay" id="overlay">
        <div part="content" id="content">
          <slot></slot>
        </div>
      </div>
    `}updated(i){super.updated(i),i.has("renderer")&&this.requestContentUpdate()}};m(ar);var Ea=p`
  :host {
    min-height: 1lh;
    outline: none;
    overflow: hidden;
    white-space: nowrap;
    width: 100%;
    display: flex;
    align-items: center;
  }

  ::slotted(*) {
    padding: 0;
    cursor: inherit;
  }

  .vaadin-button-container,
  [part='label'] {
    display: contents;
  }

  :host([placeholder]) {
    color: var(--vaadin-input-field-placeholder-color, var(--vaadin-text-color-secondary));
  }

  :host([disabled]) {
    pointer-events: none;
  }
`;var lr=class extends ns(x(b(y(v)))){static get is(){return"vaadin-select-value-button"}static get styles(){return Ea}render(){return _`
      <div class="vaadin-button-container" role="presentation">
        <span part="label">
          <slot></slot>
        </span>
      </div>
    `}};m(lr);var Ia=p`
  .sr-only {
    border: 0 !important;
    clip: rect(1px, 1px, 1px, 1px) !important;
    clip-path: inset(50%) !important;
    height: 1px !important;
    margin: -1px !important;
    overflow: hidden !important;
    padding: 0 !important;
    position: absolute !important;
    width: 1px !important;
    white-space: nowrap !important;
  }
`;var Sa=p`
  :host {
    position: relative;
  }

  ::slotted([slot='value']) {
    flex: 1;
  }

  ::slotted(div[slot='overlay']) {
    display: contents;
  }

  :host(:not([focus-ring])) [part='input-field'] {
    outline: none;
  }

  :host([readonly]:not([focus-ring])) [part='input-field'] {
    --vaadin-input-field-border-color: inherit;
  }

  [part='input-field'],
  :host(:not([readonly])) ::slotted([slot='value']) {
    cursor: var(--vaadin-clickable-cursor);
  }

  [part~='toggle-button']::before {
    mask-image: var(--_vaadin-icon-chevron-down);
  }

  :host([readonly]) [part~='toggle-button'] {
    display: none;
  }

  :host([theme~='align-start']) {
    --vaadin-item-text-align: start;
  }

  :host([theme~='align-center']) {
    --vaadin-item-text-align: center;
  }

  :host([theme~='align-end']) {
    --vaadin-item-text-align: end;
  }

  :host([theme~='align-left']) {
    --vaadin-item-text-align: left;
  }

  :host([theme~='align-right']) {
    --vaadin-item-text-align: right;
  }

  :host([theme~='align-start']) ::slotted([slot='value']) {
    justify-content: start;
  }

  :host([theme~='align-center']) ::slotted([slot='value']) {
    justify-content: center;
  }

  :host([theme~='align-end']) ::slotted([slot='value']) {
    justify-content: end;
  }

  :host([theme~='align-left']) ::slotted([slot='value']) {
    justify-content: left;
  }

  :host([theme~='align-right']) ::slotted([slot='value']) {
    justify-content: right;
  }
`;var Es=class extends k{constructor(i){super(i,"value","vaadin-select-value-button",{initializer:(e,t)=>{t._setFocusElement(e),t.ariaTarget=e,t.stateTarget=e,e.setAttribute("aria-haspopup","listbox")}})}};var Ma=s=>class extends st(Yi(H(Ki(s)))){static get properties(){return{items:{type:Array},opened:{type:Boolean,value:!1,notify:!0,observer:"_openedChanged",reflectToAttribute:!0,sync:!0},renderer:{type:Object},value:{type:String,value:"",notify:!0,observer:"_valueChanged",sync:!0},name:{type:String},placeholder:{type:String},readonly:{type:Boolean,value:!1,reflectToAttribute:!0},noVerticalOverlap:{type:Boolean,value:!1},_phone:Boolean,_phoneMediaQuery:{value:"(max-width: 450px), (max-height: 450px)"},_inputContainer:Object,_items:Object,__slottedListBox:{type:Object,sync:!0}}}static get delegateAttrs(){return[...super.delegateAttrs,"invalid"]}static get observers(){return["_updateAriaExpanded(opened, focusElement)","_updateSelectedItem(value, _items, placeholder, focusElement)"]}constructor(){super(),this._itemId=`value-${this.localName}-${xe()}`,this._srLabelController=new dt(this),this._srLabelController.slotName="sr-label"}disconnectedCallback(){super.disconnectedCallback(),this.opened=!1}ready(){super.ready(),this._inputContainer=this.shadowRoot.querySelector('[part~="input-field"]'),this._overlayElement=this.$.overlay,this._valueButtonController=new Es(this),this.addController(this._valueButtonController),this.addController(this._srLabelController),this.addController(new ne(this._phoneMediaQuery,e=>{this._phone=e})),this._tooltipController=new K(this),this._tooltipController.setPosition("top"),this._tooltipController.setAriaTarget(this.focusElement),this.addController(this._tooltipController)}updated(e){if(super.updated(e),e.has("_phone")&&this.toggleAttribute("phone",this._phone),(e.has("items")||e.has("renderer")||e.has("__slottedListBox"))&&this.__slottedListBox&&(this.items?.length||this.renderer))throw new Error('A slotted <vaadin-select-list-box> cannot be used together with the "items" or "renderer" property.');if(e.has("items")&&this._overlayElement.requestContentUpdate(),e.has("__slottedListBox")){let t=this.__slottedListBox;t?this._assignMenuElement(t):e.get("__slottedListBox")&&(this._menuElement=null,this._items=null,this.__lastMenuElement=null)}e.has("accessibleName")&&this._srLabelController.setLabel(this.accessibleName),e.has("required")&&this.required===!1&&this._requestValidation()}requestContentUpdate(){this._overlayElement&&this._overlayElement.requestContentUpdate()}__onOverlaySlotChange(e){this.__slottedListBox=e.target.assignedElements().find(t=>t._hasVaadinListMixin)}_assignMenuElement(e){e&&e!==this.__lastMenuElement&&(this._menuElement=e,this.__initMenuItems(e),e.addEventListener("items-changed",()=>{this.__initMenuItems(e)}),e.addEventListener("selected-changed",()=>this.__updateValueButton()),e.addEventListener("keydown",t=>this._onKeyDownInside(t),!0),e.addEventListener("click",t=>{let o=t.composedPath().find(r=>r._hasVaadinItemMixin);this.__dispatchChangePending=o?.value!==void 0&&o.value!==this.value,this.opened=!1},!0),this.__lastMenuElement=e),this._menuElement&&this._menuElement.items&&this._updateSelectedItem(this.value,this._menuElement.items)}__initMenuItems(e){e.items&&(this._items=e.items)}_valueChanged(e,t){this.toggleAttribute("has-value",!!e),t!==void 0&&!this.__dispatchChangePending&&this._requestValidation()}_onClick(e){this.disabled||(e.preventDefault(),this.opened=!this.readonly)}_onEscape(e){this.opened&&(e.stopPropagation(),this.opened=!1)}_onToggleMouseDown(e){e.preventDefault(),this.opened||this.focusElement.focus()}_onKeyDown(e){if(super._onKeyDown(e),!(e.altKey||e.shiftKey||e.ctrlKey||e.metaKey)&&e.target===this.focusElement&&!this.readonly&&!this.disabled&&!this.opened){if(/^(Enter|SpaceBar|\s|ArrowDown|Down|ArrowUp|Up)$/u.test(e.key))e.preventDefault(),this.opened=!0;else if(/[\p{L}\p{Nd}]/u.test(e.key)&&e.key.length===1){let o=this._menuElement.selected??-1,r=this._menuElement._searchKey(o,e.key);r>=0&&(this.__dispatchChangePending=!0,this._updateAriaLive(!0),this._menuElement.selected=r)}}}_onKeyDownInside(e){e.key==="Tab"&&(this.focusElement.setAttribute("tabindex","-1"),this._overlayElement.restoreFocusOnClose=!1,this.opened=!1,setTimeout(()=>{this.focusElement.setAttribute("tabindex","0"),this._overlayElement.restoreFocusOnClose=!0}))}_openedChanged(e,t){if(e){if(this.disabled||this.readonly){this.opened=!1;return}this._updateAriaLive(!1);let o=this.hasAttribute("focus-ring");this._openedWithFocusRing=o,o&&this.removeAttribute("focus-ring")}else t&&(this._openedWithFocusRing&&this.setAttribute("focus-ring",""),!this.__dispatchChangePending&&!this._keyboardActive&&this._requestValidation())}_updateAriaExpanded(e,t){t&&t.setAttribute("aria-expanded",e?"true":"false")}_updateAriaLive(e){this.focusElement&&C(this.focusElement,"aria-live",e&&"polite")}__attachSelectedItem(e){let t,o=e.getAttribute("label");o?t=this.__createItemElement({label:o}):t=e.cloneNode(!0),t._sourceItem=e,this.__appendValueItemElement(t,this.focusElement),t.selected=!0}__createItemElement(e){let t=document.createElement(e.component||"vaadin-select-item");return e.label&&(t.textContent=e.label),e.value&&(t.value=e.value),e.disabled&&(t.disabled=e.disabled),e.className&&(t.className=e.className),t}__appendValueItemElement(e,t){t.appendChild(e),e.removeAttribute("tabindex"),e.removeAttribute("aria-selected"),e.removeAttribute("role"),e.removeAttribute("focused"),e.removeAttribute("focus-ring"),e.removeAttribute("active"),e.setAttribute("id",this._itemId)}__updateValueButton(){let e=this.focusElement;if(!e)return;e.innerHTML="";let t=this._items?this._items[this._menuElement.selected]:void 0;if(e.removeAttribute("placeholder"),this._hasContent(t))this.__attachSelectedItem(t);else if(this.placeholder){let o=this.__createItemElement({label:this.placeholder});this.__appendValueItemElement(o,e),e.setAttribute("placeholder","")}!this._valueChanging&&t&&(this._selectedChanging=!0,this.value=t.value||"",this.__dispatchChangePending&&this.__dispatchChange(),delete this._selectedChanging),this.__updateFieldAriaControllerLabelledBy()}_hasContent(e){if(!e)return!1;let t=!!(e.hasAttribute("label")?e.getAttribute("label"):e.textContent.trim()),o=e.childElementCount>0;return t||o}_updateSelectedItem(e,t,o){if(t){let r=e==null?e:e.toString();this._menuElement.selected=t.reduce((n,a,l)=>n===void 0&&a.value===r?l:n,void 0),this._selectedChanging||(this._valueChanging=!0,this.__updateValueButton(),delete this._valueChanging)}else o&&this.__updateValueButton()}_shouldRemoveFocus(e){return!this.contains(e.relatedTarget)}_setFocused(e){super._setFocused(e),!e&&document.hasFocus()&&this._requestValidation()}checkValidity(){return!this.required||this.readonly||!!this.value}__defaultRenderer(e,t){if(!this.items||this.items.length===0){e.textContent="";return}let o=e.firstElementChild;o||(o=document.createElement("vaadin-select-list-box"),e.appendChild(o)),o.textContent="",this.items.forEach(r=>{o.appendChild(this.__createItemElement(r))})}__dispatchChange(){this._requestValidation(),this.dispatchEvent(new CustomEvent("change",{bubbles:!0})),this.__dispatchChangePending=!1}__updateFieldAriaControllerLabel(){}__updateFieldAriaControllerLabelledBy(){let e;this.accessibleNameRef?e=this.accessibleNameRef:this.accessibleName?e=this._srLabelController.defaultId:this.hasAttribute("has-label")&&(e=this._labelNode?.id);let o=this._items?.[this._menuElement.selected]||this.placeholder?this._itemId:null,r=[e,o].filter(Boolean);r.length>0?this._fieldAriaController.setLabelledBy(r.join(" ")):this._fieldAriaController.setLabelledBy(null)}};var dr=class extends Ma(W(x(b(y(v))))){static get is(){return"vaadin-select"}static get styles(){return[Se,Ia,Sa]}render(){return _`
      <div class="vaadin-select-container">
        <div part="label" @click="${this._onClick}">
          <slot name="label"></slot>
          <span part="required-indicator" aria-hidden="true" @click="${this.focus}"></span>
        </div>

        <vaadin-input-container
          part="input-field"
          .readonly="${this.readonly}"
          .disabled="${this.disabled}"
          .invalid="${this.invalid}"
          theme="${P(this._theme)}"
          @click="${this._onClick}"
        >
          <slot name="prefix" slot="prefix"></slot>
          <slot name="value"></slot>
          <div
            part="field-button toggle-button"
            slot="suffix"
            aria-hidden="true"
            @mousedown="${this._onToggleMouseDown}"
          ></div>
        </vaadin-input-container>

        <div part="helper-text">
          <slot name="helper"></slot>
        </div>

        <div part="error-message">
          <slot name="error-message"></slot>
        </div>
      </div>

      <vaadin-select-overlay
        id="overlay"
        .owner="${this}"
        .positionTarget="${this._inputContainer}"
        .opened="${this.opened}"
        .withBackdrop="${this._phone}"
        .renderer="${this.__slottedListBox?void 0:this.renderer||this.__defaultRenderer}"
        ?phone="${this._phone}"
        theme="${P(this._theme)}"
        ?no-vertical-overlap="${this.noVerticalOverlap}"
        exportparts="backdrop, overlay, content"
        @opened-changed="${this._onOpenedChanged}"
        @vaadin-overlay-open="${this._onOverlayOpen}"
      >
        <slot name="overlay" @slotchange="${this.__onOverlaySlotChange}"></slot>
      </vaadin-select-overlay>

      <slot name="tooltip"></slot>
      <div class="sr-only">
        <slot name="sr-label"></slot>
      </div>
    `}_onOpenedChanged(i){this.opened=i.detail.value}_onOverlayOpen(){this._menuElement&&this._menuElement.focus({focusVisible:A()})}};m(dr);var X=s=>document.getElementById(s);X("plan").items=[{label:"Starter \u2014 5 seats",value:"st"},{label:"Team \u2014 25 seats",value:"tm"},{label:"Business \u2014 100 seats",value:"bz"},{label:"Enterprise \u2014 unlimited",value:"en"}];X("plan").value="st";X("customer").items=Array.from({length:800},(s,i)=>`Customer ${String(i+1).padStart(4,"0")}`);X("skills").items=["Accounting","Design","Legal","Marketing","Sales","Support"];X("skills").selectedItems=["Design"];var Da="",Aa=X("menu");Aa.items=[{text:"File",children:[{text:"New",value:"new"},{text:"Export",children:[{text:"PDF",value:"export-pdf"},{text:"CSV",value:"export-csv"}]}]},{text:"Help",children:[{text:"About",value:"about"}]}];Aa.addEventListener("item-selected",s=>{s.detail.value.value&&(Da=s.detail.value.value)});X("form").addEventListener("submit",s=>{s.preventDefault(),X("result").textContent=[`plan=${X("plan").value}`,`customer=${X("customer").value}`,`start=${X("start").value}`,`skills=${[...X("skills").selectedItems].sort().join(",")}`,`action=${Da}`].join("; ")});
