import { describe, expect, it } from "vitest";
import { standInSize } from "./stand-in-host.ts";

describe("the stand-in for another host's images", () => {
  it("is as big as the image URL asks", () => {
    expect(standInSize(new URL("https://images.unsplash.com/photo-1?w=828&h=552&auto=format"), "*/*")).toEqual({
      width: 828,
      height: 552,
    });
    expect(standInSize(new URL("https://images.unsplash.com/photo-1?w=720"), "*/*")).toEqual({
      width: 720,
      height: 480,
    });
    expect(standInSize(new URL("https://cdn.example/photo.jpg"), "*/*")).toEqual({ width: 1200, height: 800 });
    expect(standInSize(new URL("https://img.example/badge"), "image/avif,image/webp,*/*")).toEqual({
      width: 1200,
      height: 800,
    });
  });

  it("is no image for what asks for none", () => {
    expect(standInSize(new URL("https://fonts.example/inter.woff2"), "*/*")).toBeNull();
    expect(standInSize(new URL("https://cdn.example/app.js"), "*/*")).toBeNull();
  });
});
