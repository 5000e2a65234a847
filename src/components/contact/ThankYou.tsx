import type { Ref } from "react";
import { formText } from "~/content/contact";
import { Icon } from "~/components/ui/Icon";
import { checkIcon } from "~/components/ui/icons";

/** Replaces the send button for good once a message was sent; focused so keyboard and screen reader users land here. */
export function ThankYou({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="flex items-start gap-3 rounded-2xl border border-green-300 bg-green-50 p-5 text-green-900"
    >
      <Icon icon={checkIcon} className="mt-0.5 h-6 w-6 shrink-0 text-green-800" />
      <div>
        <p className="text-lg font-bold">{formText.thanks.title}</p>
        <p className="mt-1 text-sm">{formText.thanks.text}</p>
      </div>
    </div>
  );
}
