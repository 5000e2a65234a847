import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastText } from "~/content/contact";
import { ContactToasts, showToast } from "./toasts";

describe("the contact page's toasts", () => {
  it("mount only once wanted, and show a toast raised before the toaster was there", async () => {
    render(<ContactToasts />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("region", { name: new RegExp(toastText.regionLabel) })).toBeNull();

    await act(() => showToast("error", toastText.failed));
    expect(await screen.findByText(toastText.failed.description)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: new RegExp(toastText.regionLabel) })).toBeInTheDocument();
  });
});
