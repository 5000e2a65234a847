import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastText } from "~/content/contact";
import { ContactToasts, showToast } from "./toasts";

describe("the contact page's toasts", () => {
  it("have their labelled live region in place once mounted, and show a toast in it", async () => {
    render(<ContactToasts />);
    const region = await screen.findByRole("region", { name: new RegExp(toastText.regionLabel) });
    expect(screen.queryByText(toastText.failed.description)).toBeNull();

    act(() => showToast("error", toastText.failed));
    expect(await screen.findByText(toastText.failed.description)).toBeInTheDocument();
    expect(region).toContainElement(screen.getByText(toastText.failed.description));
    expect(screen.getByRole("button", { name: toastText.close })).toBeInTheDocument();
  });
});
