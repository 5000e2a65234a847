/** A self-hosted image as content describes it: path under /images, German alt text, intrinsic size. */
export type ImageSource = { src: string; alt: string; width: number; height: number };
