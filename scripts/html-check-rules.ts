// Rules for scripts/check-html.ts: what the W3C checker (validator.nu) reports as an
// error and html-validate's own rules let through.
import { type DOMReadyEvent, type HtmlElement, type Plugin, Rule, type RuleDocumentation } from "html-validate";
import { decodeEntities } from "../model/security/html-entities";

/**
 * Rules of .htmlvalidate.json turned off, each with why. Only ways of writing valid HTML
 * that React chooses, not people, and advice beyond what HTML allows; the unit test keeps
 * this list and the file in step.
 */
export const RULES_OFF: Record<string, string> = {
  "void-style": "React writes void elements as <meta/>; the trailing slash is valid HTML.",
  "attr-case": "React writes charSet, fetchPriority; attribute names are case-insensitive in HTML.",
  "attribute-boolean-style": 'React writes disabled=""; an empty value is a valid boolean attribute.',
  "attribute-empty-style": 'React writes hidden=""; an empty value is valid.',
  "valid-id": "React's useId and streaming markers make ids like _R_1_ and S:0; HTML allows any id without spaces.",
  "no-inline-style":
    "style attributes are valid HTML; which ones the site may use is the CSP's and the components' concern.",
  "no-dup-class": "A class named twice is valid HTML and harmless; class lists are merged by cn().",
  "prefer-native-element": 'Advice, not validity: role="region" and friends are valid where the component needs them.',
};

/** Rules of .htmlvalidate.json kept on with looser options than the preset's, each with why. */
export const RULES_RELAXED: Record<string, string> = {
  "aria-label-misuse":
    'allowAnyNamable: HTML allows a name on any element whose role takes one (<ul aria-label="Talks">); site/no-name-on-generic still refuses one where the role forbids it.',
  "form-dup-name":
    'shared adds "checkbox": a group of checkboxes shares one name, each ticked one sent as a value of it (the talk filter\'s chips, ?topics=A&topics=B); every other control still needs a name of its own.',
};

function documentation(description: string): RuleDocumentation {
  return { description, url: "https://html.spec.whatwg.org/" };
}

/** `sizes` needs `srcset`; a `srcset` with width descriptors (`640w`) needs `sizes`. */
export class ImageSizesRule extends Rule {
  override documentation(): RuleDocumentation {
    return documentation("sizes only goes with srcset, and a srcset with width descriptors needs sizes.");
  }

  setup(): void {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll("img, source")) {
        const srcset = element.getAttribute("srcset");
        const sizes = element.getAttribute("sizes");
        if (sizes && !srcset) {
          this.report(
            element,
            `<${element.tagName}> has sizes but no srcset: sizes is only allowed with srcset`,
            sizes.keyLocation,
          );
        }
        if (srcset && !sizes && typeof srcset.value === "string" && /\d\s*w\s*(,|$)/.test(srcset.value)) {
          this.report(
            element,
            `<${element.tagName}> has a srcset with width descriptors but no sizes`,
            srcset.keyLocation,
          );
        }
      }
    });
  }
}

/**
 * Elements whose role (generic, paragraph, code and the like) prohibits a name: an
 * aria-label on them is an error, focusable or not (html-validate lets a tabindex pass).
 */
const NAMING_PROHIBITED = new Set([
  "b",
  "bdi",
  "bdo",
  "code",
  "data",
  "del",
  "div",
  "em",
  "i",
  "ins",
  "p",
  "pre",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
]);

export class NameOnGenericRule extends Rule {
  override documentation(): RuleDocumentation {
    return documentation(
      "aria-label and aria-labelledby are not allowed on elements whose role prohibits a name (div, span, pre, p…) unless they have a role.",
    );
  }

  setup(): void {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll("[aria-label], [aria-labelledby]")) {
        if (!NAMING_PROHIBITED.has(element.tagName) || element.hasAttribute("role")) continue;
        for (const name of ["aria-label", "aria-labelledby"]) {
          const attribute = element.getAttribute(name);
          if (attribute)
            this.report(
              element,
              `${name} is not allowed on <${element.tagName}> without a role`,
              attribute.keyLocation,
            );
        }
      }
    });
  }
}

const URL_ATTRIBUTES = ["src", "href", "poster", "data", "action", "srcset"];

/** A data: URL has no fragment (`data:…#x` is a bad value). */
export class DataUrlFragmentRule extends Rule {
  override documentation(): RuleDocumentation {
    return documentation("A data: URL cannot have a fragment (#…).");
  }

  setup(): void {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      const check = (element: HtmlElement, name: string) => {
        const attribute = element.getAttribute(name);
        if (typeof attribute?.value !== "string") return;
        // The value as written: a character reference (React writes ' as &#x27;) is not a fragment.
        if (/^\s*data:[^#]*#/i.test(decodeEntities(attribute.value))) {
          this.report(
            element,
            `${name} is a data: URL with a fragment, which data: URLs do not allow`,
            attribute.valueLocation,
          );
        }
      };
      for (const name of URL_ATTRIBUTES) {
        for (const element of event.document.querySelectorAll(`[${name}]`)) check(element, name);
      }
    });
  }
}

/**
 * A button that opens or closes its target by itself (`command`, `popovertarget`) has its expanded
 * state computed by the browser; ARIA in HTML forbids authors to set aria-expanded on it.
 */
export class ExpandedOnInvokerRule extends Rule {
  override documentation(): RuleDocumentation {
    return {
      description:
        "aria-expanded is not allowed on an element with a command or popovertarget attribute: the browser gives its state.",
      url: "https://w3c.github.io/html-aria/#docconformance",
    };
  }

  setup(): void {
    this.on("dom:ready", (event: DOMReadyEvent) => {
      for (const element of event.document.querySelectorAll("[aria-expanded]")) {
        for (const name of ["command", "popovertarget"]) {
          if (!element.hasAttribute(name)) continue;
          const attribute = element.getAttribute("aria-expanded");
          this.report(
            element,
            `aria-expanded is not allowed on an element with a ${name} attribute`,
            attribute?.keyLocation,
          );
        }
      }
    });
  }
}

export const sitePlugin: Plugin = {
  name: "site",
  rules: {
    "site/img-sizes": ImageSizesRule,
    "site/no-name-on-generic": NameOnGenericRule,
    "site/data-url-fragment": DataUrlFragmentRule,
    "site/no-expanded-on-invoker": ExpandedOnInvokerRule,
  },
};

export const SITE_RULES = {
  "site/img-sizes": "error",
  "site/no-name-on-generic": "error",
  "site/data-url-fragment": "error",
  "site/no-expanded-on-invoker": "error",
} as const;
