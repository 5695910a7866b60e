#!/usr/bin/env bash
# Per-user install of OFC Desktop on Linux: the app, its menu entry, icons and AppStream
# metadata, all under ~/.local (no root needed). Run from anywhere in the checkout.
#
#   packaging/linux/install-user.sh [--venv | --pip | --bundle DIR] [--prefix DIR] [--uninstall]
#
#   --venv         (default) install the package into its own virtual environment,
#                  ~/.local/opt/ofc-desktop, linked from ~/.local/bin: works with a
#                  distribution's externally managed Python (PEP 668) too
#   --pip          install the package into the user site: python3 -m pip install --user
#                  <checkout> (only where that Python allows it)
#   --bundle DIR   copy a built one-folder app (python3 packaging/build.py makes
#                  dist/ofc-desktop) to ~/.local/opt/ofc-desktop, linked from ~/.local/bin
#   --prefix DIR   use DIR instead of ~/.local (data then goes to DIR/share, the install
#                  record to DIR/state)
#   --uninstall    remove what an install put in place (a pip install only when it lives
#                  in the user site of $PYTHON), and the folders it made that are empty
#
# Data goes to $XDG_DATA_HOME (default ~/.local/share): applications/
# io.github.ofc_desktop.ofc_desktop.desktop, icons/hicolor/<n>x<n>/apps/ofc-desktop.png
# (+ scalable/apps/ofc-desktop.svg) and metainfo/io.github.ofc_desktop.ofc_desktop.metainfo.xml.
# The folders an install makes are listed in $XDG_STATE_HOME (default ~/.local/state)
# ofc-desktop/installed-folders, so --uninstall removes them and only them.
# $PYTHON (default python3) makes the virtual environment (or runs pip --user); the
# installed game's Python renders the PNG icons (with --bundle, $PYTHON does, and without
# PySide6 only the scalable SVG icon is installed).
# The game's own settings and hand history (~/.local/share/ofc-desktop) are never touched.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
PYTHON="${PYTHON:-python3}"
APP_ID="io.github.ofc_desktop.ofc_desktop"
NAME="ofc-desktop"
SIZES="16 24 32 48 64 128 256 512"

mode=venv
bundle=""
prefix=""
uninstall=0
icon_python="$PYTHON"  # the installed game's own Python once there is one

usage() { sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"; }
die() { echo "install-user: $*" >&2; exit 1; }
say() { echo "install-user: $*"; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        --venv) mode=venv ;;
        --pip) mode=pip ;;
        --bundle) [[ $# -ge 2 ]] || die "--bundle needs a folder"; mode=bundle; bundle="$2"; shift ;;
        --prefix) [[ $# -ge 2 ]] || die "--prefix needs a folder"; prefix="$2"; shift ;;
        --uninstall) uninstall=1 ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown option: $1" ;;
    esac
    shift
done

# Folders this run made, to be added to the install record.
made=()

# mkdir -p that remembers each folder it had to make.
make_dir() {
    local path="$1" missing=()
    while [[ ! -d "$path" ]]; do
        missing=("$path" "${missing[@]}")
        path="$(dirname "$path")"
    done
    if [[ ${#missing[@]} -gt 0 ]]; then
        mkdir -p "${missing[-1]}"
        made+=("${missing[@]}")
    fi
}

if [[ "$uninstall" == 0 && "$mode" == bundle ]]; then
    [[ -f "$bundle/$NAME" && -x "$bundle/$NAME" ]] \
        || die "$bundle holds no built $NAME executable (python3 packaging/build.py makes one)"
fi

if [[ -n "$prefix" ]]; then
    prefix="$(realpath -m -- "$prefix")"
    if [[ "$uninstall" == 1 && ! -d "$prefix" ]]; then
        say "nothing installed under $prefix"
        exit 0
    fi
    make_dir "$prefix"
    base="$prefix"
    data="$base/share"
    state="$base/state"
    export PYTHONUSERBASE="$base"  # pip --user then installs under the prefix too
else
    base="$HOME/.local"
    data="${XDG_DATA_HOME:-$HOME/.local/share}"
    state="${XDG_STATE_HOME:-$HOME/.local/state}"
fi
opt="$base/opt/$NAME"
bin="$base/bin"
icons="$data/icons/hicolor"
applications="$data/applications"
desktop_file="$applications/$APP_ID.desktop"
old_desktop_file="$applications/$NAME.desktop"  # the name earlier versions installed
metainfo_file="$data/metainfo/$APP_ID.metainfo.xml"
record="$state/$NAME/installed-folders"

# The install record: the folders installs made, one a line, kept across reinstalls.
write_record() {
    [[ ${#made[@]} -gt 0 || -f "$record" ]] || return 0
    make_dir "$(dirname "$record")"
    local previous=()
    if [[ -f "$record" ]]; then
        mapfile -t previous < "$record"
    fi
    printf '%s\n' "${previous[@]}" "${made[@]}" | awk 'NF && !seen[$0]++' > "$record.new"
    mv -f "$record.new" "$record"
}

# Remove the recorded folders that are empty now, deepest first, then the record.
remove_recorded_folders() {
    [[ -f "$record" ]] || return 0
    local folders=() folder
    mapfile -t folders < "$record"
    rm -f "$record"
    # Reversed byte order puts every folder before the folder it is in.
    printf '%s\n' "${folders[@]}" | awk 'NF' | LC_ALL=C sort -u -r | while IFS= read -r folder; do
        if [[ -d "$folder" && ! -L "$folder" ]]; then
            rmdir -- "$folder" 2>/dev/null || true  # only when empty
        fi
    done
}

# Keep the caches the desktop already has up to date; never make new ones (the entry has
# no MIME types, and menus and icon themes find new files without a cache).
refresh_caches() {
    if [[ -f "$applications/mimeinfo.cache" ]] && command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$applications" || true
    fi
    if [[ -f "$icons/icon-theme.cache" ]] && command -v gtk-update-icon-cache >/dev/null; then
        gtk-update-icon-cache -q -t -f "$icons" || true
    fi
}

in_virtualenv() { "$PYTHON" -c 'import sys; sys.exit(0 if sys.prefix != sys.base_prefix else 1)'; }

refuse_virtualenv() {
    if in_virtualenv; then
        die "$PYTHON is a virtual environment's Python, which has no user site; run with" \
            "PYTHON=/usr/bin/python3, or use the default --venv"
    fi
}

# The Exec= value for a path: quoted as the Desktop Entry spec asks when it must be.
desktop_exec() {
    local path="$1"
    if [[ "$path" =~ ^[A-Za-z0-9._/+-]+$ ]]; then
        printf '%s' "$path"
        return
    fi
    local quoted="$path"
    quoted="${quoted//\\/\\\\}"
    quoted="${quoted//\"/\\\"}"
    quoted="${quoted//\`/\\\`}"
    quoted="${quoted//\$/\\\$}"
    quoted="${quoted//\\/\\\\}"  # the string-level escape of every backslash
    printf '"%s"' "$quoted"
}

# Make room for a new install at $opt: an earlier install of either kind goes.
clear_opt() {
    if [[ -e "$opt" || -L "$opt" ]]; then
        [[ -f "$opt/$NAME" ]] || die "$opt exists and is not an $NAME install; move it away"
        rm -rf "$opt"
    fi
    make_dir "$(dirname "$opt")"
    make_dir "$bin"
}

# ~/.local/bin/ofc-desktop -> $opt/ofc-desktop, unless something else is there.
link_opt() {
    if [[ -e "$bin/$NAME" && ! -L "$bin/$NAME" ]]; then
        say "left $bin/$NAME alone (not a link); the menu entry starts $opt/$NAME"
    else
        ln -sfn "$opt/$NAME" "$bin/$NAME"
    fi
    executable="$opt/$NAME"
}

install_app() {
    if [[ "$mode" == bundle ]]; then
        local source
        source="$(cd "$bundle" && pwd)"
        [[ "$source" != "$opt" ]] || die "the bundle is already at $opt"
        clear_opt
        cp -a "$source" "$opt"
        link_opt
        say "copied $source to $opt"
    elif [[ "$mode" == venv ]]; then
        clear_opt
        # The environment's scripts name its own Python by absolute path, so it is made
        # where it stays; a failed install leaves nothing behind.
        if ! "$PYTHON" -m venv "$opt"; then
            rm -rf "$opt"
            die "$PYTHON could not make a virtual environment (on Debian and Ubuntu:" \
                "sudo apt install python3-venv)"
        fi
        if ! "$opt/bin/python" -m pip install "$ROOT"; then
            rm -rf "$opt"
            die "pip could not install $ROOT into $opt"
        fi
        [[ -x "$opt/bin/$NAME" ]] || { rm -rf "$opt"; die "pip installed no $opt/bin/$NAME"; }
        ln -s "bin/$NAME" "$opt/$NAME"  # the same place as a bundle's executable
        icon_python="$opt/bin/python"
        link_opt
        say "installed the game into the virtual environment $opt"
    else
        refuse_virtualenv
        local user_base user_site
        user_base="$("$PYTHON" -m site --user-base)"
        user_site="$("$PYTHON" -m site --user-site)"
        make_dir "$user_base/bin"
        make_dir "$user_site"
        "$PYTHON" -m pip install --user "$ROOT"
        executable="$user_base/bin/$NAME"
        [[ -x "$executable" ]] || die "pip installed no $executable"
    fi
}

install_icons() {
    make_dir "$icons/scalable/apps"
    cp "$ROOT/resources/icons/$NAME.svg" "$icons/scalable/apps/$NAME.svg"
    local size
    for size in $SIZES; do
        make_dir "$icons/${size}x${size}/apps"
    done
    if QT_QPA_PLATFORM=offscreen "$icon_python" "$HERE/make_icons.py" --out "$icons" \
            --sizes "${SIZES// /,}" >/dev/null; then
        say "icons in $icons"
    else
        say "no PNG icons ($icon_python could not render them); the scalable icon is installed"
        for size in $SIZES; do  # the folders made for them, if they stayed empty
            rmdir "$icons/${size}x${size}/apps" "$icons/${size}x${size}" 2>/dev/null || true
        done
    fi
    touch "$icons"  # desktops without an icon cache look again
}

install_entry() {
    make_dir "$applications"
    make_dir "$(dirname "$metainfo_file")"
    local exec_value line
    exec_value="$(desktop_exec "$executable")"
    while IFS= read -r line || [[ -n "$line" ]]; do
        case "$line" in
            Exec=*) printf 'Exec=%s\n' "$exec_value" ;;
            TryExec=*) printf 'TryExec=%s\n' "${executable//\\/\\\\}" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done < "$HERE/$APP_ID.desktop" > "$desktop_file"
    if command -v desktop-file-validate >/dev/null; then
        desktop-file-validate "$desktop_file" || say "warning: $desktop_file does not validate"
    fi
    rm -f "$old_desktop_file"
    cp "$HERE/$APP_ID.metainfo.xml" "$metainfo_file"
    say "menu entry $desktop_file starts $executable"
}

uninstall_all() {
    local installed_exec="" entry
    for entry in "$desktop_file" "$old_desktop_file"; do
        if [[ -z "$installed_exec" && -f "$entry" ]]; then
            installed_exec="$(sed -n 's/^TryExec=//p' "$entry" | head -n 1)"
        fi
    done
    rm -f "$desktop_file" "$old_desktop_file" "$metainfo_file" "$icons/scalable/apps/$NAME.svg"
    local size
    for size in $SIZES; do
        rm -f "$icons/${size}x${size}/apps/$NAME.png"
    done
    if [[ -L "$bin/$NAME" && "$(readlink "$bin/$NAME")" == "$opt/$NAME" ]]; then
        rm -f "$bin/$NAME"
    fi
    if [[ -f "$opt/$NAME" ]]; then
        rm -rf "$opt"
        say "removed $opt"
    fi
    if [[ -n "$installed_exec" && "$installed_exec" != "$opt/$NAME" ]] && ! in_virtualenv; then
        local user_site location
        user_site="$("$PYTHON" -m site --user-site)"
        location="$("$PYTHON" -m pip show ofc-desktop 2>/dev/null | sed -n 's/^Location: //p')"
        if [[ -n "$location" && "$location" == "$user_site" ]]; then
            "$PYTHON" -m pip uninstall -y ofc-desktop
        fi
    fi
    refresh_caches
    remove_recorded_folders
    say "uninstalled the menu entry, icons and metadata from $data"
}

if [[ "$uninstall" == 1 ]]; then
    uninstall_all
else
    # Record as it goes, so that a failed install can still be uninstalled cleanly.
    trap write_record EXIT
    install_app
    install_icons
    install_entry
    refresh_caches
fi
