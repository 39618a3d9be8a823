# Homebrew formula for breathe.
#
# NOT TESTED. The project's machines run Debian and none is a Mac, so this formula has
# never been installed, audited (`brew audit --strict --new breathe`) or run. Before
# anyone relies on it, someone with a Mac must check:
#   - that `url` points at the published source tarball, and `sha256` is that tarball's
#     line in SHA256SUMS (both written by `make dist`: dist/breathe-VERSION.tar.gz);
#   - that the Swift toolchain of Xcode (or Homebrew's `swift`) builds it: Swift 6 with
#     strict concurrency; the platform branches for macOS (`#if canImport(Darwin)` in
#     Sources/BreatheSystem/Platform and Sources/BreatheTUI/Platform) were written but
#     never compiled;
#   - that the build links macOS's own ncurses (`-lncurses`, Package.swift) and that wide
#     characters (the braille circle, Chinese) show in Terminal.app and iTerm2;
#   - that `--sound tone` plays through `afplay` and `--sound voice` speaks through `say`
#     (Mandarin through the Tingting voice), and that every ending signal, Ctrl-Z and a
#     resize behave as the end-to-end tests check on Linux (`make test` needs tmux,
#     strace and faketime: strace has no macOS port, so those suites would need work);
#   - that the durable write's `F_FULLFSYNC` is accepted on APFS and on a network volume.
class Breathe < Formula
  desc "Terminal breathing coach: paced breathing, lessons and progress, in English and Chinese"
  homepage "https://example.invalid/breathe"
  # The source tarball of `make dist` (its top folder is breathe-VERSION/, with COMMIT,
  # so `breathe --version` names the commit without git).
  url "https://example.invalid/breathe/releases/download/v0.2.0/breathe-0.2.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  # No licence is granted yet (Docs/packaging/debian/copyright): name one here once there is.

  depends_on xcode: ["16.0", :build]
  depends_on :macos

  def install
    system "swift", "build", "-c", "release", "--disable-sandbox", "--product", "breathe"
    bin.install ".build/release/breathe"
    man1.install "Docs/breathe.1"
    (man/"zh_CN/man1").install "Docs/breathe.zh_CN.1" => "breathe.1"
    bash_completion.install "Docs/completions/breathe.bash" => "breathe"
    zsh_completion.install "Docs/completions/_breathe"
    fish_completion.install "Docs/completions/breathe.fish"
  end

  test do
    assert_match "breathe #{version}", shell_output("#{bin}/breathe --version")
    # A plain session of one cycle, with no terminal: it ends by itself and is saved.
    ENV["HOME"] = testpath
    system bin/"breathe", "practice", "box", "--cycles", "1", "--plain"
    assert_match "\"format\" : 1", shell_output("#{bin}/breathe status --json")
  end
end
