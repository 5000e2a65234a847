import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function renderFailing(fail: () => never) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => fail(),
      // The stub passes the route's error to the boundary as a prop, as the framework does.
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the error page", () => {
  it("says in German that something went wrong, with status and message, and links home", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing(() => {
      throw new Error("Datenbank nicht erreichbar");
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Unerwarteter Fehler" })).toBeTruthy();
    expect(screen.getByText("Status 500")).toBeTruthy();
    expect(screen.getByText("Datenbank nicht erreichbar")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zur Startseite" }).getAttribute("href")).toBe("/");
    expect(document.title).toContain("Unerwarteter Fehler");
  });
});
