import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

// A render error anywhere shows a friendly error page with a way home, never a blank screen.
describe("root error boundary", () => {
  it("shows a friendly page with a way home when a page throws while rendering", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("kaboom in a component");
    }
    const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Take me home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
    // The technical message is for the console, not the visitor.
    expect(screen.queryByText(/kaboom/)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it("names the status of a thrown response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        loader: () => {
          throw data("The content service is down.", { status: 503, statusText: "Service Unavailable" });
        },
        Component: () => null,
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong (503)" })).toBeInTheDocument();
    expect(screen.getByText("The content service is down.")).toBeInTheDocument();
  });
});
