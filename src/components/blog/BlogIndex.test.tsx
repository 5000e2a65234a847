import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { BlogIndex } from "./BlogIndex";

const summary = (slug: string, date: string) => ({
  slug,
  date,
  title: `Beitrag ${slug}`,
  description: `Worum es in ${slug} geht.`,
  tags: ["KI", "Kosten"],
});

describe("BlogIndex", () => {
  it("shows an honest empty state with a way to ask instead of an empty list", () => {
    render(
      <MemoryRouter initialEntries={["/blog"]}>
        <BlogIndex posts={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Noch keine Beiträge" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Frage stellen" })).toHaveAttribute(
      "href",
      "/kontakt?grund=fragen&seite=%2Fblog&cta=blog-leer",
    );
  });

  it("lists the posts in the given order with German dates and links to each post", () => {
    render(<BlogIndex posts={[summary("neu", "2025-07-02"), summary("alt", "2025-06-04")]} />, {
      wrapper: MemoryRouter,
    });
    const items = within(screen.getByRole("list", { name: "Beiträge, neueste zuerst" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("link", { name: "Beitrag neu" })).toHaveAttribute("href", "/blog/neu");
    expect(within(items[0]!).getByText("2. Juli 2025")).toHaveAttribute("datetime", "2025-07-02");
    expect(within(items[1]!).getByRole("link", { name: "Beitrag alt" })).toHaveAttribute("href", "/blog/alt");
    expect(screen.queryByText("Noch keine Beiträge")).not.toBeInTheDocument();
  });
});
