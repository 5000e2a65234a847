import type { ServiceContent } from "~/content/services/schema";
import { Container } from "~/components/ui/Container";
import { Icon } from "~/components/ui/Icon";
import { giftIcon } from "~/components/ui/icons";
import { PriceNotice } from "./PriceNotice";

export function CustomerGift({ gift }: { gift: NonNullable<ServiceContent["customerGift"]> }) {
  return (
    <section data-section="customer-gift" aria-labelledby="customer-gift-titel" className="py-16 sm:py-20">
      <Container>
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-card bg-brand-gradient p-8 text-center text-white shadow-lift sm:flex-row sm:p-10 sm:text-left">
          <span className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-white/20">
            <Icon icon={giftIcon} className="h-8 w-8" />
          </span>
          <div>
            <h2 id="customer-gift-titel" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {gift.title}
            </h2>
            <p className="mt-3 text-lg text-white text-pretty">{gift.description}</p>
            <PriceNotice section="customer-gift" className="mt-3 text-white" />
          </div>
        </div>
      </Container>
    </section>
  );
}
