import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { videos } from "~/content/home/videos";
import { allowing, resetConsent, storeConsent } from "~/lib/consent";
import VideoGallery from "./VideoGallery";

describe("VideoGallery", () => {
  afterEach(() => act(() => resetConsent()));

  it("shows five self-hosted posters and no embed before consent", () => {
    const { container } = render(<VideoGallery videos={videos} />);
    expect(container.querySelectorAll("iframe")).toHaveLength(0);
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(5);
    for (const image of container.querySelectorAll("img"))
      expect(image.getAttribute("src")).toMatch(/^\/images\/home\//);
    expect(buttons[0]!).toHaveTextContent("lädt von YouTube");
  });

  it("loads one video after its click", async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoGallery videos={videos} />);
    await user.click(screen.getAllByRole("button")[2]!);
    const frames = container.querySelectorAll("iframe");
    expect(frames).toHaveLength(1);
    expect(frames[0]!).toHaveAttribute("src", videos[2]!.embedUrl);
    expect(frames[0]!).toHaveAttribute("title", videos[2]!.title);
  });

  it("loads all videos when external media are allowed, none for 'Nur essenzielle' or statistics only", () => {
    const { container } = render(<VideoGallery videos={videos} />);
    act(() => storeConsent(allowing([])));
    expect(container.querySelectorAll("iframe")).toHaveLength(0);
    act(() => storeConsent(allowing(["statistics", "marketing"])));
    expect(container.querySelectorAll("iframe")).toHaveLength(0);
    act(() => storeConsent(allowing(["media"])));
    expect(container.querySelectorAll("iframe")).toHaveLength(5);
  });
});
