/// The app's brand colour, which its navigation bar must show.
public let brandColor = "#ff2d55"
