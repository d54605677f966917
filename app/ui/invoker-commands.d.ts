import "react";

// The HTML invoker commands (a button's `command` and `commandfor`), which React passes through
// as plain attributes but whose types it does not list yet.
declare module "react" {
  // Merged declarations must repeat React's type parameter name, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
}
