import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LEGAL_TEXTS_DATE } from "~/content/legal/version";
import { site } from "~/content/site";
import Footer from "./Footer";

describe("Footer", () => {
  it("dates its copyright line to the year of the legal texts it links to", () => {
    const Stub = createRoutesStub([{ path: "/", Component: Footer }]);
    render(<Stub initialEntries={["/"]} />);
    const line = screen.getByText((text) => text.startsWith("©"));
    expect(line.textContent).toContain(site.name);
    expect(line.textContent).toContain(LEGAL_TEXTS_DATE.slice(0, 4));
  });
});
