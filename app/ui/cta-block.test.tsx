import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CtaBlock, ctaBackgrounds } from "./cta-block";

describe("CtaBlock (SPEC shared building blocks, §3 CTA card, §5)", () => {
  it("shows the title, description and buttons; a button with an href is a link", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <MemoryRouter>
        <CtaBlock
          title="Want me to speak at your event?"
          description="Talks, panels and workshops."
          buttons={[
            { text: "Get in Touch", href: "/contact#events" },
            { text: "Say hi", variant: "secondary", onClick },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Want me to speak at your event?" })).toBeInTheDocument();
    expect(screen.getByText("Talks, panels and workshops.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact#events");
    await user.click(screen.getByRole("button", { name: "Say hi" }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it.each(ctaBackgrounds)("takes the %s background", (background) => {
    const { container } = render(<CtaBlock title="T" background={background} />);
    const block = container.querySelector("[data-slot=cta-block]");
    expect(block).toHaveAttribute("data-background", background);
  });

  it("has a required e-mail field that hands the address over and is cleared after submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <CtaBlock title="Stay in touch" form={{ placeholder: "you@example.com", buttonText: "Subscribe", onSubmit }} />,
    );
    const field = screen.getByRole("textbox", { name: "Email address" });
    expect(field).toHaveAttribute("type", "email");
    expect(field).toBeRequired();
    expect(field).toHaveAttribute("placeholder", "you@example.com");
    await user.type(field, "reader@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("reader@example.com");
    expect(field).toHaveValue("");
  });

  it("does not submit an empty or malformed address", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CtaBlock title="Stay in touch" form={{ buttonText: "Subscribe", onSubmit }} />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await user.type(screen.getByRole("textbox"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox")).toHaveValue("not-an-address");
    expect(screen.getByRole("textbox")).toBeInvalid();
  });

  it("shows an image with its badges", () => {
    render(
      <CtaBlock
        title="Templates"
        image={{
          src: "/assets/solutions/research-plan.svg",
          alt: "A research plan template",
          badges: [{ emoji: "✅", text: "Ready to Use" }, { text: "Proven & Tested" }],
        }}
      />,
    );
    expect(screen.getByRole("img", { name: "A research plan template" })).toHaveAttribute(
      "src",
      "/assets/solutions/research-plan.svg",
    );
    expect(screen.getByText(/Ready to Use/)).toBeInTheDocument();
    expect(screen.getByText("Proven & Tested")).toBeInTheDocument();
  });
});
