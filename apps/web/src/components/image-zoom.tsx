import { Image, Modal } from '@mantine/core';

/**
 * The gallery's full-size view (components/image-gallery.tsx), loaded the first time a visitor opens it:
 * a Modal brings its scroll area, focus trap and scroll lock, some 25 KB a product's page would otherwise
 * download before anyone asks for a photo.
 */
export default function ImageZoom(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  src: string;
  alt: string;
  closeLabel: string;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': props.closeLabel }}
    >
      <Image src={props.src} alt={props.alt} fit="contain" mah="75vh" radius="md" />
    </Modal>
  );
}
